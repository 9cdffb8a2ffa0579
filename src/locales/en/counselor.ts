/** /ai-counselor and /premium/ai-counselor. */
export const counselor = {
  'counselor.pageTitle': 'AI counselor',
  'counselor.pageTitlePremium': 'AI counselor (premium)',
  'counselor.heading': 'AI counselor',
  'counselor.headingPremium': 'Your AI counselor',
  'counselor.intro':
    'Ask about careers, majors, colleges, what they cost and how much debt is safe. Answers use your own quiz results and Waypoint’s data, and show where each figure comes from.',
  'counselor.statusChecking': 'Checking which counselor is available…',
  'counselor.statusError': 'Could not check the counselor’s status. {error}',
  'counselor.aiTitle': 'AI counselor.',
  'counselor.aiBody':
    'An AI model writes the answers and looks up every figure in Waypoint’s data; the sources are listed under each answer. AI can still make mistakes, so check big decisions with your school counselor.',
  'counselor.offlineTitle': 'Offline counselor.',
  'counselor.offlineBody':
    'No AI model is connected, so Waypoint’s built-in counselor answers common questions (careers that fit you, pay, comparing majors or colleges, borrowing, payments, your grade, scholarships) straight from Waypoint’s data, with sources. It says so when it can’t answer.',
  'counselor.loadingConversation': 'Loading the conversation…',
  'counselor.openError': 'This conversation could not be opened. {error}',
  'counselor.startNew': 'Start a new conversation',
  'counselor.loadingCounselor': 'Loading the counselor…',
  'counselor.savedToAccount':
    'Your conversations are saved to your account so you can continue them later; you can delete them at any time.',
  'counselor.notSavedYet': 'This conversation is not saved yet. {link} to save your conversations.',
  'counselor.completeProfile': 'Complete your profile',
  'counselor.visitorNotSaved':
    'You are not signed in, so this conversation stays in this page only: it is not saved, and it is gone when you leave or reload the page. {link} to save your conversations.',
  'counselor.signIn': 'Sign in',
  'counselor.privacy':
    'Your quiz results are sent with each question so the answers fit you; your name and e-mail are never sent. Please don’t type personal details.',
  'counselor.gamesIncluded': 'Your thinking-game results are included.',
  'counselor.playGames': 'Play the {link} to add your cognitive strengths to the answers.',
  'counselor.thinkingGames': 'thinking games',
  'counselor.conversation': 'Conversation',
  'counselor.thinking': 'Thinking…',
  'counselor.answering': 'The counselor is answering.',
  'counselor.answerComplete': 'The answer is complete.',
  'counselor.tryAgain': 'Try again',
  'counselor.checkQuestion': 'Check your question.',
  'counselor.error.question_empty': 'Type a question first.',
  'counselor.error.question_too_long': 'Keep your question under 1,000 characters.',
  'counselor.errorUnreachable': 'Could not reach Waypoint. Check your connection and try again.',
  'counselor.errorGeneric': 'Something went wrong. Please try again.',
  'counselor.error.busy': 'You have asked a lot of questions in a short time. Please wait a few minutes and try again.',
  'counselor.yourQuestion': 'Your question',
  'counselor.placeholder': 'e.g. How much can I borrow to become a nurse?',
  'counselor.hint': 'Enter to send, Shift+Enter for a new line. {count}/{max}',
  'counselor.stop': 'Stop',
  'counselor.send': 'Send',
  'counselor.startersHeading': 'Ask about careers, majors, colleges, costs or debt',
  'counselor.startersIntro': 'Try one of these, built from your results:',
  'counselor.youAsked': 'You asked: ',
  'counselor.byHelp': 'Help is available',
  'counselor.byAi': 'AI counselor',
  'counselor.byOffline': 'Waypoint counselor',
  'counselor.stopped': 'You stopped this answer.',
  'counselor.cutOff': 'This answer was cut off by an error.',
  'counselor.unverified':
    '{figureCount, plural, one {Check before relying on this figure: {figures}. It did not come from Waypoint’s data.} other {Check before relying on these figures: {figures}. They did not come from Waypoint’s data.}}',
  'counselor.sources': '{count, plural, one {Data used ({count} source)} other {Data used ({count} sources)}}',
  'counselor.estimate': 'estimate',
  'counselor.savedHeading': 'Saved conversations',
  'counselor.newConversation': 'New conversation',
  'counselor.loadingList': 'Loading your conversations…',
  'counselor.listError': 'Your saved conversations could not be loaded. {error}',
  'counselor.listEmpty': 'No saved conversations yet. Ask a question to start one.',
  'counselor.deleteError': 'The conversation could not be deleted. {error}',
  'counselor.loading': 'Loading…',
  'counselor.showOlder': 'Show older conversations',
  'counselor.delete': 'Delete',
  'counselor.deleteLabel': 'Delete “{title}”',
  'counselor.deleteTitle': 'Delete this conversation?',
  'counselor.deleteDescription': '“{title}” and every answer in it will be deleted from your account. This cannot be undone.',
  'counselor.keepIt': 'Keep it',
  'counselor.deleteConfirm': 'Delete conversation',
  'counselor.starterFitStrengths': 'Which careers fit my strengths in {first} and {second}?',
  'counselor.starterFitProfile': 'Which careers fit my interest profile?',
  'counselor.starterCompare': 'Compare {first} and {second}',
  'counselor.starterMajorEarnings': 'How much do {major} graduates earn, and how much do they owe?',
  'counselor.starterCollegeCost': 'How much does {college} cost per year?',
  'counselor.starterGradeMeaning': 'What does my financial grade mean?',
  'counselor.starterPaymentOn': 'What would my monthly payment be on {amount} of loans?',
  'counselor.starterGeneralFit': 'Which careers fit me?',
  'counselor.starterGeneralBorrow': 'How much can I borrow safely for college?',
  'counselor.starterGeneralPayment': 'What would my monthly payment be on {amount} of student loans?',
  'counselor.starterGeneralScholarships': 'How do I find scholarships?',
  'counselor.trait.vocabulary': 'vocabulary',
  'counselor.trait.workingMemory': 'working memory',
  'counselor.trait.processingSpeed': 'processing speed',
  'counselor.trait.logicalReasoning': 'logical reasoning',
  'counselor.trait.patternRecognition': 'pattern recognition',
  'counselor.trait.problemSolving': 'problem solving',
  'counselor.trait.attention': 'attention',
  'counselor.trait.creativity': 'creativity',
  'counselor.trait.analyticalThinking': 'analytical thinking',
  // Answers to price, program and real-choice questions (the server writes them; figures come as values).
  'counselor.answer.notReported': 'not reported',
  'counselor.answer.bracket': '{min} to {max}',
  'counselor.answer.bracketTop': '{min} or more',
  'counselor.answer.priceBracket':
    'At **{college}**, students from families with incomes of {bracket} a year paid an average net price of **{amount}** a year{negative, select, yes { (grants and scholarships were larger than the cost, so it shows as $0)} other {}}.',
  'counselor.answer.priceSuppressed':
    '**{college}** does not report a net price for families with incomes of {bracket} a year (too few aided students in that bracket). Its average across all incomes is {average} a year, which is not your family’s price.',
  'counselor.answer.priceNone': '**{college}** reports no net price by family income; its average across all incomes is {average} a year.',
  'counselor.answer.priceRange':
    'At **{college}**, the average net price ranges from **{min}** to **{max}** a year depending on family income (average across all incomes: {average}).',
  'counselor.answer.priceAskIncome':
    'Tell me your family’s yearly income (for example “my family makes $45,000”) and I’ll give the price for your bracket.',
  'counselor.answer.priceWhose':
    'Whose price this is: the average net price (cost of attendance minus grants and scholarships) paid by first-time, full-time students who got federal aid, as the college reported it to the College Scorecard. It is an average, not a quote.',
  'counselor.answer.priceCalculator': 'Each college’s own net price calculator, on its website, gives an estimate for your family.',
  'counselor.answer.collegeLink': 'See **{college}**’s prices and programs on [its college page](/colleges/{unitId}).',
  'counselor.answer.majorLink': 'Compare colleges for **{major}** on [the major’s page](/majors/{cip}).',
  'counselor.answer.programEarnings':
    '**{major}** graduates of **{college}** earned a median of **{earnings}** a year in the first year after completing ({cohort} graduates working and not enrolled; completed in {years}).',
  'counselor.answer.programEarningsSuppressed':
    'The earnings of **{major}** graduates of **{college}** are not reported (too few graduates to publish a figure).',
  'counselor.answer.programDebt': 'Their median federal loan debt at graduation: **{debt}** ({cohort} graduates who borrowed).',
  'counselor.answer.programDebtSuppressed': 'Their median federal loan debt is not reported (too few borrowers).',
  'counselor.answer.programLevel':
    'These figures are for {level, select, undergraduate-certificate {an undergraduate certificate} associate {an associate degree} post-baccalaureate-certificate {a post-baccalaureate certificate} master {a master’s degree} doctoral {a doctoral degree} first-professional {a first professional degree} graduate-certificate {a graduate certificate} other {another credential}}: the college reports no bachelor’s degree in this field.',
  'counselor.answer.programGrade':
    'That median debt against those earnings grades **{grade}** (the debt is {ratio} times a year’s earnings).',
  'counselor.answer.programHorizon':
    'Earnings are measured in the first year after completing, in dollars of that year (not adjusted for inflation); pay usually grows later in a career.',
  'counselor.answer.noProgram':
    '**{college}** reports no program in **{major}** in the College Scorecard field-of-study data, so I have no earnings or debt for it there.',
  'counselor.answer.programLoan':
    'A **{debt}** loan for **{major}** at **{college}** grades **{grade}** ({risk} risk) against its graduates’ median first-year earnings of **{earnings}** a year: the debt is **{ratio} times** a year’s earnings.',
  'counselor.answer.trueCostPayment':
    'Monthly payment, all the loans together: **{monthly}** when repayment starts ({atRepayment} with the interest that builds up over {years} years of school, at the {awardYear} rates; federal loans on the tiered Standard plan{hasBeyond, select, yes {; {beyond} of it beyond the federal Direct Loan limits, as Parent PLUS or private loans} other {}}). The money plan and the calculators show the same figure.',
  'counselor.answer.gradeRule':
    'The grade is the debt ÷ a year of earnings: up to 0.79 is an A-, up to 1.05 a B+, above 2.1 a D and above 3.14 an F.',
  'counselor.answer.risk.veryLow': 'very low',
  'counselor.answer.risk.low': 'low',
  'counselor.answer.risk.moderate': 'moderate',
  'counselor.answer.risk.higher': 'higher',
  'counselor.answer.risk.high': 'high',
  'counselor.answer.risk.veryHigh': 'very high',
  'counselor.answer.risk.extreme': 'extreme',
  'counselor.source.programOutcomes': 'Program outcomes',
  'counselor.source.prices': 'Net price by family income: {college}',
  'counselor.source.college': 'College: {name}',
  'counselor.source.major': 'Major: {name}',
  'counselor.source.career': 'Career: {name}',
  'counselor.source.training': 'Training: {name}',
  'counselor.source.cohorts': '{first} and {second}',
  'counselor.source.financialGrade': 'Financial grade',
  'counselor.source.loanRate': 'Undergraduate loan rate {year}',
  'counselor.source.loanLimits': 'Federal loan limits',
  'counselor.source.repaymentPlans': 'Federal repayment plans (tiered Standard, RAP)',
  'counselor.source.privateRate': 'Private loan rate (an assumption)',
  'counselor.source.scholarshipGuide': 'Scholarship guide',
  'counselor.source.scholarshipScams': 'Scholarship scams',
  'counselor.answer.sourcesHeading': 'Where the figures come from:',
  'counselor.answer.sourceLine':
    '- {label}: {name}{hasYear, select, yes { ({year})} other {}}{estimate, select, yes {, estimate} other {}}',
  'counselor.answer.ccNeedCollege':
    'To compare starting at a community college with four years at a university, name the four-year college you have in mind (for example “community college first or Ohio State?”), and your family’s income if you want your own prices.',
  'counselor.answer.ccToolLink': 'The [college quiz](/college-quiz) also compares colleges by net price.',
  'counselor.answer.ccNoneInState':
    'I have no public two-year college in {state} with prices in Waypoint’s list to compare with **{college}**. Name the community college you are thinking of.',
  'counselor.answer.ccNoPrice': 'I can’t compare **{cc}** and **{college}**: one of them reports no net price.',
  'counselor.answer.ccAssumption':
    'Assumption: two years at **{cc}**{picked, select, largest { (the largest public two-year college in {state} in Waypoint’s list; name yours for its prices)} other {}}, then two years at **{college}**, at today’s prices and with every credit transferring.',
  'counselor.answer.ccPriceBasis':
    '{basis, select, bracket {Prices are the average net prices for your family’s income bracket ({income} a year).} other {Prices are the average net prices across all family incomes; tell me your family’s income for your bracket’s prices.}}',
  'counselor.answer.ccPlanIntro':
    'From your family money plan: two years at **{cc}**{picked, select, kept { (the route kept in your plan)} saved { (a two-year college on your list)} other { (the cheapest public two-year college in {state} at your family’s price in Waypoint’s data; save yours for its figures)}}, then two years at **{college}**, against four years at **{college}**, with every credit transferring.',
  'counselor.answer.ccPlanBasis':
    '{basis, select, bracket {Prices are the net prices for your family’s income bracket ({income} a year).} other {Prices are the average net prices across all family incomes: add your family’s income to your money plan for your bracket’s prices.}} Your plan’s yearly contribution, savings and grants pay first; each year’s shortfall is borrowed within that year in school’s federal limits. {hasPay, select, yes {Grades are against your expected pay of {pay} a year.} other {Add your expected income in your financial expectations to see the grades.}}',
  'counselor.answer.ccPlanRow':
    '- **{route, select, transfer {2 + 2} other {4 years at the university}}:** net price {price}; borrowed {borrowed} ({direct} Direct Loans, {plus} Parent PLUS, {private} private); all the debt when repayment starts {debt}; **{monthly}** a month, all the loans together; student’s grade {grade}, family grade {familyGrade}.',
  'counselor.answer.ccPlanSaves':
    'Starting at the community college would save about **{netPrice}** in net price and **{debt}** of debt at repayment: **{monthly}** a month less.',
  'counselor.answer.ccPlanLink':
    'See it year by year, and keep it in your plan: [your money plan](/money-plan?first={first}&second={second}).',
  'counselor.answer.ccYearly': '- **{college}**: {amount} a year',
  'counselor.answer.ccTotals':
    'Four years in all: **{route}** starting at the community college, **{direct}** for four years at the university.',
  'counselor.answer.ccSaves': 'Starting at the community college would save about **{saving}** in net price over the four years.',
  'counselor.answer.ccNoSaving': 'Here, starting at the community college would not save money on net price.',
  'counselor.answer.ccCompletion':
    '{rate} of students at **{cc}** complete within 150% of the normal time: plan the transfer from the first term, so you are among them.',
  'counselor.answer.ccTransferCheck':
    'Before you decide, ask the university which of the community college’s credits transfer to your major (a transfer agreement helps).',
  'counselor.answer.tradeNeedTrade':
    'Which trade do you have in mind? Name it (for example “an electrician apprenticeship” or “plumbing”) and I’ll compare it with your degree plan.',
  'counselor.answer.tradeLine':
    '- **{career}**: median pay **{pay}** a year (median of all workers, not starting pay); typical entry education: {education}; typical training: {training}.',
  'counselor.answer.tradePaysWhileTraining': 'An apprenticeship is paid work: you earn while you train, instead of borrowing for school.',
  'counselor.answer.tradeNeedPlan':
    'Tell me how much you plan to borrow for your degree (or enter it in your financial expectations) and I’ll grade your plan next to it.',
  'counselor.answer.tradeNeedEarnings':
    'To grade your {debt} plan, name the major you would study or enter your expected income in your financial expectations.',
  'counselor.answer.tradePlan':
    '- **Your degree plan:** {debt}{hasMajor, select, yes { for **{major}**} other {}} grades **{grade}** ({risk} risk) and costs **{monthly}** a month when repayment starts, all the loans together (the money plan’s figure), on {basis, select, major {the major’s median early-career earnings} other {your expected income}} of {earnings} a year.',
  'counselor.answer.tradeHorizons':
    'The trade’s pay is the median of all workers in it; the major’s is early-career, so the two are not measured at the same point of a career.',
  'counselor.answer.tradeYourCall':
    'Both can be good paths: compare what you would enjoy doing, and the [careers page](/careers) for more trades.',
  'counselor.answer.majorNational':
    '**{major}** nationally: graduates’ median early-career earnings {earnings} a year and median federal debt {debt}.',
  'counselor.answer.collegeOutcomes': '**{college}** graduates: median earnings {earnings} a year, median federal debt {debt}.',
  'counselor.answer.worthVerdict':
    '{verdict, select, manageable {**Probably worth it on the money:** the typical debt grades {grade}, {ratio} times a year of earnings.} caution {**Worth it only with care:** the typical debt grades {grade}, {ratio} times a year of earnings; borrow less than the typical graduate if you can.} costly {**Costly:** the typical debt grades {grade}, {ratio} times a year of earnings; a cheaper college or less borrowing would change that.} other {**I can’t grade it:** the earnings or the debt are not reported.}}',
  'counselor.answer.worthNotOnlyMoney':
    'Money is not the only measure: the [outcomes page](/outcomes) compares majors, and the college’s net price calculator gives your family’s own price.',
};
