/**
 * What the counselor writes into the chat on the server: its failures, the title of a crisis conversation, the labels
 * of its sources, the offline counselor's answers and the price and choice answers (figures come as values, each
 * sentence or list item is one key). The web app never loads this area; `translate(locale)` in
 * src/server/shared/messages.ts reads it.
 */
export const counselorReplies = {
  'counselor-replies.crisisTitle': 'Getting help',
  'counselor-replies.failure.somethingWrong': 'Something went wrong while answering. Your question is saved: please try again.',
  'counselor-replies.failure.timeout':
    'The AI service took too long to answer, so Waypoint stopped waiting. Your question is saved: please try again.',
  'counselor-replies.failure.busy': 'The AI service is busy right now. Your question is saved: please try again in a minute.',
  'counselor-replies.failure.key':
    'The AI service turned down Waypoint’s access key. Please tell your Waypoint administrator. Your question is saved.',
  'counselor-replies.failure.server':
    'The AI service had a problem (error {status}). Your question is saved: please try again in a moment.',
  'counselor-replies.failure.refused':
    'The AI service could not answer this question (error {status}). Your question is saved: try asking it another way.',
  'counselor-replies.failure.unreachable': 'Waypoint could not reach the AI service. Your question is saved: please try again in a moment.',
  'counselor-replies.failure.unreadable': 'The AI service sent a reply Waypoint could not read. Your question is saved: please try again.',
  'counselor-replies.failure.cutOff':
    'The answer was cut off because the connection to the AI service failed. Your question is saved: please try again.',
  // The offline counselor: one key per sentence or list item; figures, names and amounts come as values.
  'counselor-replies.offline.notReported': 'not reported',
  'counselor-replies.offline.educationNotReported': 'not reported',
  'counselor-replies.offline.capability.fit': '- **Which careers fit me** (from your career quiz, or a career you name)',
  'counselor-replies.offline.capability.pay': '- **What a career pays**, or what a major’s graduates earn and owe',
  'counselor-replies.offline.capability.compare': '- **Compare two majors or two colleges** by cost, debt and earnings',
  'counselor-replies.offline.capability.borrow': '- **How much can I borrow** for the salary you expect',
  'counselor-replies.offline.capability.payment': '- **What payment would I have** on a loan amount',
  'counselor-replies.offline.capability.grade': '- **What my financial grade means**',
  'counselor-replies.offline.capability.scholarships': '- **How to find scholarships**',
  'counselor-replies.offline.tool.loanCalculator':
    '- The [loan calculator](/calculator): your monthly payment under each repayment plan, and the best plan in one sentence',
  'counselor-replies.offline.tool.debtCalculator':
    '- The [debt calculator](/debt-calculator): how much you could borrow safely on a salary or career',
  'counselor-replies.offline.tool.financialExpectations': '- [Financial expectations](/financial-expectations): your own financial grade',
  'counselor-replies.offline.tool.collegeQuiz':
    '- The [college quiz](/college-quiz): colleges that fit you, with their net price and graduates’ debt',
  'counselor-replies.offline.tool.careerExploration':
    '- [Career exploration](/premium/career-exploration): careers’ pay, training and outlook (sign in, free)',
  'counselor-replies.offline.tool.outcomes':
    '- [Outcomes by major](/outcomes): every major’s early-career earnings, typical debt and debt grade',
  'counselor-replies.offline.pay.annual': 'median pay {pay} a year (median of all workers)',
  'counselor-replies.offline.pay.inWords': 'median pay {pay}',
  'counselor-replies.offline.pay.orMore': '{amount} or more',
  'counselor-replies.offline.pay.hourly': '{amount} an hour (annual pay not published)',
  'counselor-replies.offline.entryEducation': 'typical entry education: {education}',
  'counselor-replies.offline.education.bachelor': "Bachelor's degree",
  'counselor-replies.offline.education.associate': "Associate's degree",
  'counselor-replies.offline.education.master': "Master's degree",
  'counselor-replies.offline.education.doctoral': 'Doctoral or professional degree',
  'counselor-replies.offline.education.highSchool': 'High school diploma or equivalent',
  'counselor-replies.offline.education.nondegree': 'Postsecondary nondegree award',
  'counselor-replies.offline.education.someCollege': 'Some college, no degree',
  'counselor-replies.offline.education.none': 'No formal educational credential',
  'counselor-replies.offline.training.none': 'None',
  'counselor-replies.offline.training.shortTerm': 'Short-term on-the-job training',
  'counselor-replies.offline.training.moderateTerm': 'Moderate-term on-the-job training',
  'counselor-replies.offline.training.longTerm': 'Long-term on-the-job training',
  'counselor-replies.offline.training.apprenticeship': 'Apprenticeship',
  'counselor-replies.offline.training.internship': 'Internship/residency',
  'counselor-replies.offline.jobGrowth': 'projected job growth {percent}%',
  'counselor-replies.offline.majorLine':
    '- **{name}**: graduates’ median earnings {earnings} a year (first year after graduation), median federal debt {debt}{gradePart}.',
  'counselor-replies.offline.majorLineNoEarnings':
    '- **{name}**: graduates’ median earnings not reported, median federal debt {debt}{gradePart}.',
  'counselor-replies.offline.debtGrade': '; debt grade {grade} ({risk} risk){costly, select, yes {, costly} other {}}',
  'counselor-replies.offline.risk.veryLow': 'Very Low',
  'counselor-replies.offline.risk.low': 'Low',
  'counselor-replies.offline.risk.moderate': 'Moderate',
  'counselor-replies.offline.risk.higher': 'Higher',
  'counselor-replies.offline.risk.high': 'High',
  'counselor-replies.offline.risk.veryHigh': 'Very High',
  'counselor-replies.offline.risk.extreme': 'Extreme',
  'counselor-replies.offline.college.netPrice': 'average net price {price} a year',
  'counselor-replies.offline.college.netPriceNotReported': 'average net price not reported',
  'counselor-replies.offline.college.completion': 'completion rate {rate}',
  'counselor-replies.offline.college.debt': 'median debt {debt}',
  'counselor-replies.offline.college.earnings': 'median earnings {earnings}',
  'counselor-replies.offline.college.earningsYear': '{amount} a year (first year after graduation)',
  'counselor-replies.offline.college.admission': 'admission rate {rate}',
  'counselor-replies.offline.control.public': 'public',
  'counselor-replies.offline.control.privateNonprofit': 'private nonprofit',
  'counselor-replies.offline.control.privateForProfit': 'private for profit',
  'counselor-replies.offline.basis.graduates': '{name} graduates’ median earnings',
  'counselor-replies.offline.basis.career': 'The median pay of {name}',
  'counselor-replies.offline.basis.salary': 'The salary you gave',
  'counselor-replies.offline.basis.expected': 'Your expected income',
  'counselor-replies.offline.horizon.early': 'first year after graduation',
  'counselor-replies.offline.horizon.allWorkers': 'median of all workers',
  'counselor-replies.offline.horizon.allWorkersNotStarting': 'median of all workers: starting pay is usually lower',
  'counselor-replies.offline.horizon.salary': 'the salary you gave',
  'counselor-replies.offline.horizon.expected': 'the income you entered in your financial expectations',
  'counselor-replies.offline.fitBasisQuiz': 'These are the best matches from your career quiz',
  'counselor-replies.offline.fitBasisProfile': 'These careers are closest to your interest profile',
  'counselor-replies.offline.fitBasisProfileCode': 'These careers are closest to your interest profile ({code})',
  'counselor-replies.offline.strengthLine':
    'Your strongest areas in the thinking games were {list}. Careers that use them are worth a close look.',
  'counselor-replies.offline.noQuiz': 'I don’t have your career quiz results yet, so I can’t say which careers fit you.',
  'counselor-replies.offline.takeQuiz':
    'Take the [career quiz](/career-quiz) (about 10 minutes): it measures your interests in six areas and matches them with 200+ careers. Then ask me again, and I’ll compare their pay, training and debt with you.',
  'counselor-replies.offline.fitIntro': '{basis}, with what each pays:',
  'counselor-replies.offline.fitAskMore':
    'Ask me about any of them (“How much do registered nurses make?”), or what you could borrow on one of these salaries.',
  'counselor-replies.offline.payNote':
    'Pay is the national median: half of workers earn more, half less, and pay varies by state and experience.',
  'counselor-replies.offline.majorNote':
    'Earnings are typical first-years-after-graduation figures for bachelor’s graduates; debt is the median federal loan debt at graduation. The debt grade uses the same table as your financial grade, with earnings as a year of income.',
  'counselor-replies.offline.costlyRule':
    "A major is marked costly when the typical family debt for it (the graduate's federal loans, plus the Parent PLUS and private loans a family would add) is more than {ratio} times graduates' earnings in the first year after graduation: below grade {grade} on the financial grade table.",
  'counselor-replies.offline.familyLoansNotInData':
    'Parent PLUS loans are not in the data: the College Scorecard field-of-study figures count only federal loans to the student. Private loans are not in the data: no official per-major or national figure we could verify.',
  'counselor-replies.offline.collegeNetPriceNote':
    'Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.',
  'counselor-replies.offline.collegeEstimateNote':
    'Debt and earnings marked as estimates in the sources were computed by Waypoint from field-of-study data.',
  'counselor-replies.offline.compareIntro': 'Here is how they compare:',
  'counselor-replies.offline.compareMajorsIntro': 'Here is how they compare for graduates with a bachelor’s degree:',
  'counselor-replies.offline.cheaperCollege': '{name} costs {gap} less a year on average, about {four} over four years.',
  'counselor-replies.offline.noPriceCompare': 'One of the net prices is not reported, so I can’t say which costs less.',
  'counselor-replies.offline.higherCompletion':
    '{name} has the higher completion rate; finishing on time matters, because extra years cost more and borrowing without a degree is the riskiest debt.',
  'counselor-replies.offline.majorEarnsMore': '{name} graduates earn {gap} more a year at the median.',
  'counselor-replies.offline.majorOwesLess': '{name} graduates owe {gap} less at the median.',
  'counselor-replies.offline.notReportedNote': 'Where a figure is not reported, too few colleges published it to give a fair median.',
  'counselor-replies.offline.careerEarnsMore': '{title} earn {gap} more a year at the median. Weigh that against the training each needs.',
  'counselor-replies.offline.compareNotFound':
    'I can compare two majors, two colleges or two careers, but I couldn’t find two of the same kind in your question.',
  'counselor-replies.offline.compareTryNames':
    'Try naming them the way Waypoint lists them, for example “Compare Nursing and Psychology” or “Compare Auburn University and University of Alabama”. These tools compare them too:',
  'counselor-replies.offline.salaryGiven': 'the salary you gave',
  'counselor-replies.offline.medianPayOf': 'the median pay of {title}',
  'counselor-replies.offline.expectedIncomeBasis': 'your expected income of {monthly} a month',
  'counselor-replies.offline.topCareerBasis': 'the median pay of {title}, your top career match',
  'counselor-replies.offline.federalLimits':
    'Federal limits for {years, plural, one {# year} other {# years}} of undergraduate study: {dependent} for a dependent student, {independent} for an independent student; parents can add up to {parentPlus} in Parent PLUS loans for loans made from July 1, 2026.',
  'counselor-replies.offline.borrowUnknownSalary':
    'How much is safe depends on what you expect to earn after college, and I don’t know that yet.',
  'counselor-replies.offline.borrowTellMe':
    'Tell me a career (“How much can I borrow to become an electrician?”) or a salary (“…if I earn $50,000?”), or fill in your [financial expectations](/financial-expectations), and I’ll work out a safe amount.',
  'counselor-replies.offline.borrowCeiling':
    '- To keep a grade of **{grade}**, borrow at most **{max}** in total over {years} years of school: about {monthly} a month when repayment starts (tiered Standard plan, with the interest that builds up in school).',
  'counselor-replies.offline.borrowBeyondFederal': '{amount} of this would have to be Parent PLUS or private loans.',
  'counselor-replies.offline.borrowBasis': 'Based on {basis} ({salary} a year):',
  'counselor-replies.offline.borrowLess':
    'Borrowing less than the federal limit is often the smarter plan: grants, scholarships and a lower-cost college all shrink the loan.',
  'counselor-replies.offline.paymentAsk':
    'Tell me how much you plan to borrow, for example “What would my payment be on $30,000?”, and I’ll work out the monthly payment at the current federal rate.',
  'counselor-replies.offline.paymentIntro':
    'On **{principal}** of federal undergraduate loans at {rate}% (the {awardYear} rate), repaid over {years} years:',
  'counselor-replies.offline.paymentMonthly': '- Monthly payment: **{amount}**',
  'counselor-replies.offline.paymentTotal': '- Total paid: {total}, of which {interest} is interest',
  'counselor-replies.offline.paymentTerm': '{years} years is the standard plan’s term for that balance on loans made from July 1, 2026.',
  'counselor-replies.offline.paymentShare': 'That is {share} of the {income} a month you expect to earn.',
  'counselor-replies.offline.paymentWhetherSafe':
    'Whether that is safe depends on what you will earn: name the major, career or salary (“Is $35,000 OK for nursing?”) and I’ll grade it.',
  'counselor-replies.offline.paymentCalculator': 'The [debt calculator](/calculator) shows the full schedule and other repayment plans.',
  'counselor-replies.offline.gradeExplain':
    'Your financial grade compares the debt you plan to take on with a year of the income you expect: debt ÷ (monthly income × 12). Up to 0.39 is an **A+**; above 3.14 is an **F**.',
  'counselor-replies.offline.gradeNoFinances':
    'I don’t have your financial expectations yet. [Fill them in](/financial-expectations) and ask again to see your own grade.',
  'counselor-replies.offline.gradeYours':
    'Your grade is **{grade}** ({risk} risk): you plan to borrow {debt} and expect {monthly} a month, {yearly} a year, so your debt is {ratio} times a year of income.',
  'counselor-replies.offline.gradeExplanation.aPlus': "Your planned debt is less than 40% of a year's income: very manageable.",
  'counselor-replies.offline.gradeExplanation.a': "Your planned debt is less than 60% of a year's income: you can pay it off comfortably.",
  'counselor-replies.offline.gradeExplanation.aMinus':
    "Your planned debt is less than 80% of a year's income: manageable with a steady budget.",
  'counselor-replies.offline.gradeExplanation.bPlus': "Your planned debt is about one year's income: doable, but it takes a plan.",
  'counselor-replies.offline.gradeExplanation.b':
    'Your planned debt is up to about 1.3 years of income: expect to budget carefully for several years.',
  'counselor-replies.offline.gradeExplanation.bMinus':
    'Your planned debt is up to about 1.6 years of income: loan payments will squeeze your budget.',
  'counselor-replies.offline.gradeExplanation.cPlus':
    'Your planned debt is up to about 1.8 years of income: paying it back will be hard, so look for ways to borrow less.',
  'counselor-replies.offline.gradeExplanation.c':
    'Your planned debt is up to about 2 years of income: a heavy load, so consider scholarships or a cheaper school.',
  'counselor-replies.offline.gradeExplanation.d':
    'Your planned debt is up to about 3 years of income: it could take decades to repay, so rethink the plan.',
  'counselor-replies.offline.gradeExplanation.f':
    "Your planned debt is more than 3 times a year's income: very likely more than you can afford to repay.",
  'counselor-replies.offline.gradeBetter': 'Borrowing {amount} or less would bring you to an **A-** (low risk).',
  'counselor-replies.offline.scholarshipsIntro': 'Here is where to look:',
  'counselor-replies.offline.scholarship.counselor':
    '- **Start with your school counselor**: Counselors hear about local awards from businesses, clubs and community foundations. Local awards get far fewer applicants than national ones, so your odds are better.',
  'counselor-replies.offline.scholarship.colleges':
    "- **Ask the colleges you are applying to**: Most scholarship money comes from colleges themselves. Check each college's financial aid and scholarship pages, and ask whether you are automatically considered or need a separate application.",
  'counselor-replies.offline.scholarship.searchTools':
    "- **Use free search tools**: The U.S. Department of Labor's Scholarship Finder and Federal Student Aid's scholarship page are free. You never need to pay anyone to search for you. ([CareerOneStop Scholarship Finder](https://www.careeronestop.org/toolkit/training/find-scholarships.aspx))",
  'counselor-replies.offline.scholarship.closeToHome':
    "- **Look close to home**: Ask about scholarships at your job, your parents' or guardians' employers, unions, places of worship, and groups you belong to. Your state's grant agency lists state programs.",
  'counselor-replies.offline.scholarship.fafsa':
    '- **File the FAFSA**: Many scholarships (and all federal and most state grants) use the FAFSA to measure need. File it every year as soon as you can. ([FAFSA on StudentAid.gov](https://studentaid.gov/h/apply-for-aid/fafsa))',
  'counselor-replies.offline.scholarshipScamRule':
    'Never pay to apply for a scholarship, and never pay someone to find scholarships for you. Real sponsors give money away; they do not ask for it.',
  'counselor-replies.offline.scholarshipDirectory':
    'Waypoint’s [scholarship directory](/resources/scholarships) lists national scholarships that recur every year, with their deadlines.',
  'counselor-replies.offline.whichCollege': 'Several colleges go by that name. Which one do you mean?',
  'counselor-replies.offline.whichCollegeAsk':
    'Ask again with its full name, for example “Is $30,000 ok for {name}?”. The [college quiz](/college-quiz) compares colleges by net price and graduates’ debt.',
  'counselor-replies.offline.redirect':
    'I couldn’t find the figures for that in Waypoint’s data. Name the amount and a major, career or college, for example “Is $40,000 of loans OK for nursing?” or “How much do electricians make?”, and I’ll answer with our figures. I can also answer:',
  'counselor-replies.offline.toolsAnswer': 'These Waypoint tools answer it directly:',
  'counselor-replies.offline.cannotAnswer':
    'I can’t answer that one. I’m Waypoint’s offline counselor: I answer from Waypoint’s own career, college and loan data, and only questions like these:',
  'counselor-replies.offline.askSchoolCounselor': 'For anything else, your school counselor is a great person to ask.',
  'counselor-replies.offline.savedSignIn': 'Sign in and save careers and colleges, and I can compare the ones you saved.',
  'counselor-replies.offline.savedNone':
    'You haven’t saved any {what, select, careers {careers} colleges {colleges} other {careers or colleges}} yet. Use **Save career** on a career’s page or **Save college** on your college matches, and they will show on your [profile](/profile).',
  'counselor-replies.offline.savedCollegesIntro': 'Your saved colleges, lowest average net price first:',
  'counselor-replies.offline.savedCheapest':
    '**{name}** has the lowest average net price of your saved colleges: {price} a year. Net price is what students pay after grants and scholarships, on average; your own price depends on your family’s income, so try each college’s net price calculator.',
  'counselor-replies.offline.savedCareersIntro': 'Your saved careers, highest median pay first (all workers, not starting pay):',
  'counselor-replies.offline.greeting':
    'Hi! I’m Waypoint’s counselor. Ask me about careers, majors, colleges, costs and debt. For example:',
  'counselor-replies.offline.lookupNotFound':
    'I couldn’t find that in Waypoint’s data. Try the name as Waypoint lists it, for example “How much do electricians make?”, “Tell me about the nursing major” or “How much does Auburn University cost?”. I can answer:',
  // The answer to "is this debt OK for this path?".
  'counselor-replies.plan.pathFor': 'for **{name}**',
  'counselor-replies.plan.pathExpectedIncome': 'on your expected income',
  'counselor-replies.plan.debtPerYear': '**{debt}** ({perYear} a year for {years} years)',
  'counselor-replies.plan.keepAMinus': 'at most **{amount}** to keep an **A-** (low risk)',
  'counselor-replies.plan.stayBPlus': '**{amount}** to stay at **B+** (moderate risk)',
  'counselor-replies.plan.safe': '- **Safe amount for this path:** {parts}.',
  'counselor-replies.plan.typicalDebt': '- The typical {major} graduate leaves with {debt} of federal debt (median).',
  'counselor-replies.plan.careerPay':
    '- **{title}** earn a median of {pay} a year ({horizon}, not starting pay); typical entry education: {education}.',
  'counselor-replies.plan.college': '- **{name}**: average net price {price}; its graduates’ median federal debt {debt}.',
  'counselor-replies.plan.perYear': '{amount} a year',
  'counselor-replies.plan.severalColleges':
    '- Several colleges go by the name you used ({names}): name the one you mean to see its price and its graduates’ debt.',
  'counselor-replies.plan.estimate': ', estimate',
  'counselor-replies.plan.headline': '{debt} {path} gets a financial grade of **{grade}** ({risk} risk).',
  'counselor-replies.plan.earnings': '- **Earnings used:** {label}, **{annual}** a year ({horizon}). The debt is **{ratio} times** that.',
  'counselor-replies.plan.payment':
    '- **Monthly payment, all the loans together:** **{monthly}** when repayment starts. Borrowed over {years} years of school at the {awardYear} rates, the interest that builds up in school brings the debt to {atRepayment}; federal loans repay on the tiered Standard plan. The grade page, the calculators and the money plan show the same figure.',
  'counselor-replies.plan.part':
    '  - {kind, select, student {Student’s Direct Loans} parent-plus {Parent PLUS (the parents’ loan)} other {Private loan (an assumption: about the average rate TICAS found in lenders’ portfolios)}}: {principal} borrowed at {rate}%, {monthly} a month for {years} years.',
  'counselor-replies.plan.beyond':
    '- **{amount} of this would have to be Parent PLUS or private loans:** a dependent student can borrow at most {limit} in federal Direct Loans over {years} years.',
  'counselor-replies.plan.rap':
    '- **Repayment Assistance Plan (RAP):** **{monthly}** a month in the first year on {annual} of income with no dependents. RAP follows income, not the debt, so a bigger loan takes longer to repay.',
  'counselor-replies.plan.gradeRule':
    'The grade is debt ÷ a year of income: up to 0.79 is an A-, up to 1.05 a B+, above 2.1 a D and above 3.14 an F.',
  'counselor-replies.plan.whereFrom': 'Where the figures come from:',
  'counselor-replies.plan.tryOther':
    'Try other amounts in the [debt calculator](/debt-calculator), or compare majors on the [outcomes page](/outcomes).',
  // Answers to price, program and real-choice questions, and the labels of their sources.
  'counselor-replies.answer.notReported': 'not reported',
  'counselor-replies.answer.bracket': '{min} to {max}',
  'counselor-replies.answer.bracketTop': '{min} or more',
  'counselor-replies.answer.priceBracket':
    'At **{college}**, students from families with incomes of {bracket} a year paid an average net price of **{amount}** a year{negative, select, yes { (grants and scholarships were larger than the cost, so it shows as $0)} other {}}.',
  'counselor-replies.answer.priceSuppressed':
    '**{college}** does not report a net price for families with incomes of {bracket} a year (too few aided students in that bracket). Its average across all incomes is {average} a year, which is not your family’s price.',
  'counselor-replies.answer.priceNone':
    '**{college}** reports no net price by family income; its average across all incomes is {average} a year.',
  'counselor-replies.answer.priceRange':
    'At **{college}**, the average net price ranges from **{min}** to **{max}** a year depending on family income (average across all incomes: {average}).',
  'counselor-replies.answer.priceAskIncome':
    'Tell me your family’s yearly income (for example “my family makes $45,000”) and I’ll give the price for your bracket.',
  'counselor-replies.answer.priceWhose':
    'Whose price this is: the average net price (cost of attendance minus grants and scholarships) paid by first-time, full-time students who got federal aid, as the college reported it to the College Scorecard. It is an average, not a quote.',
  'counselor-replies.answer.priceCalculator': 'Each college’s own net price calculator, on its website, gives an estimate for your family.',
  'counselor-replies.answer.collegeLink': 'See **{college}**’s prices and programs on [its college page](/colleges/{unitId}).',
  'counselor-replies.answer.majorLink': 'Compare colleges for **{major}** on [the major’s page](/majors/{cip}).',
  'counselor-replies.answer.programEarnings':
    '**{major}** graduates of **{college}** earned a median of **{earnings}** a year in the first year after completing ({cohort} graduates working and not enrolled; completed in {years}).',
  'counselor-replies.answer.programEarningsSuppressed':
    'The earnings of **{major}** graduates of **{college}** are not reported (too few graduates to publish a figure).',
  'counselor-replies.answer.programDebt': 'Their median federal loan debt at graduation: **{debt}** ({cohort} graduates who borrowed).',
  'counselor-replies.answer.programDebtSuppressed': 'Their median federal loan debt is not reported (too few borrowers).',
  'counselor-replies.answer.programLevel':
    'These figures are for {level, select, undergraduate-certificate {an undergraduate certificate} associate {an associate degree} post-baccalaureate-certificate {a post-baccalaureate certificate} master {a master’s degree} doctoral {a doctoral degree} first-professional {a first professional degree} graduate-certificate {a graduate certificate} other {another credential}}: the college reports no bachelor’s degree in this field.',
  'counselor-replies.answer.programGrade':
    'That median debt against those earnings grades **{grade}** (the debt is {ratio} times a year’s earnings).',
  'counselor-replies.answer.programHorizon':
    'Earnings are measured in the first year after completing, in dollars of that year (not adjusted for inflation); pay usually grows later in a career.',
  'counselor-replies.answer.noProgram':
    '**{college}** reports no program in **{major}** in the College Scorecard field-of-study data, so I have no earnings or debt for it there.',
  'counselor-replies.answer.programLoan':
    'A **{debt}** loan for **{major}** at **{college}** grades **{grade}** ({risk} risk) against its graduates’ median first-year earnings of **{earnings}** a year: the debt is **{ratio} times** a year’s earnings.',
  'counselor-replies.answer.trueCostPayment':
    'Monthly payment, all the loans together: **{monthly}** when repayment starts ({atRepayment} with the interest that builds up over {years} years of school, at the {awardYear} rates; federal loans on the tiered Standard plan{hasBeyond, select, yes {; {beyond} of it beyond the federal Direct Loan limits, as Parent PLUS or private loans} other {}}). The money plan and the calculators show the same figure.',
  'counselor-replies.answer.gradeRule':
    'The grade is the debt ÷ a year of earnings: up to 0.79 is an A-, up to 1.05 a B+, above 2.1 a D and above 3.14 an F.',
  'counselor-replies.answer.risk.veryLow': 'very low',
  'counselor-replies.answer.risk.low': 'low',
  'counselor-replies.answer.risk.moderate': 'moderate',
  'counselor-replies.answer.risk.higher': 'higher',
  'counselor-replies.answer.risk.high': 'high',
  'counselor-replies.answer.risk.veryHigh': 'very high',
  'counselor-replies.answer.risk.extreme': 'extreme',
  'counselor-replies.source.programOutcomes': 'Program outcomes',
  'counselor-replies.source.prices': 'Net price by family income: {college}',
  'counselor-replies.source.college': 'College: {name}',
  'counselor-replies.source.major': 'Major: {name}',
  'counselor-replies.source.career': 'Career: {name}',
  'counselor-replies.source.training': 'Training: {name}',
  'counselor-replies.source.cohorts': '{first} and {second}',
  'counselor-replies.source.financialGrade': 'Financial grade',
  'counselor-replies.source.loanRate': 'Undergraduate loan rate {year}',
  'counselor-replies.source.loanLimits': 'Federal loan limits',
  'counselor-replies.source.repaymentPlans': 'Federal repayment plans (tiered Standard, RAP)',
  'counselor-replies.source.privateRate': 'Private loan rate (an assumption)',
  'counselor-replies.source.scholarshipGuide': 'Scholarship guide',
  'counselor-replies.source.scholarshipScams': 'Scholarship scams',
  'counselor-replies.answer.sourcesHeading': 'Where the figures come from:',
  'counselor-replies.answer.sourceLine':
    '- {label}: {name}{hasYear, select, yes { ({year})} other {}}{estimate, select, yes {, estimate} other {}}',
  'counselor-replies.answer.ccNeedCollege':
    'To compare starting at a community college with four years at a university, name the four-year college you have in mind (for example “community college first or Ohio State?”), and your family’s income if you want your own prices.',
  'counselor-replies.answer.ccToolLink': 'The [college quiz](/college-quiz) also compares colleges by net price.',
  'counselor-replies.answer.ccNoneInState':
    'I have no public two-year college in {state} with prices in Waypoint’s list to compare with **{college}**. Name the community college you are thinking of.',
  'counselor-replies.answer.ccNoPrice': 'I can’t compare **{cc}** and **{college}**: one of them reports no net price.',
  'counselor-replies.answer.ccAssumption':
    'Assumption: two years at **{cc}**{picked, select, largest { (the largest public two-year college in {state} in Waypoint’s list; name yours for its prices)} other {}}, then two years at **{college}**, at today’s prices and with every credit transferring.',
  'counselor-replies.answer.ccPriceBasis':
    '{basis, select, bracket {Prices are the average net prices for your family’s income bracket ({income} a year).} other {Prices are the average net prices across all family incomes; tell me your family’s income for your bracket’s prices.}}',
  'counselor-replies.answer.ccPlanIntro':
    'From your family money plan: two years at **{cc}**{picked, select, kept { (the route kept in your plan)} saved { (a two-year college on your list)} other { (the cheapest public two-year college in {state} at your family’s price in Waypoint’s data; save yours for its figures)}}, then two years at **{college}**, against four years at **{college}**, with every credit transferring.',
  'counselor-replies.answer.ccPlanBasis':
    '{basis, select, bracket {Prices are the net prices for your family’s income bracket ({income} a year).} other {Prices are the average net prices across all family incomes: add your family’s income to your money plan for your bracket’s prices.}} Your plan’s yearly contribution, savings and grants pay first; each year’s shortfall is borrowed within that year in school’s federal limits. {hasPay, select, yes {Grades are against your expected pay of {pay} a year.} other {Add your expected income in your financial expectations to see the grades.}}',
  'counselor-replies.answer.ccPlanRow':
    '- **{route, select, transfer {2 + 2} other {4 years at the university}}:** net price {price}; borrowed {borrowed} ({direct} Direct Loans, {plus} Parent PLUS, {private} private); all the debt when repayment starts {debt}; **{monthly}** a month, all the loans together; student’s grade {grade}, family grade {familyGrade}.',
  'counselor-replies.answer.ccPlanSaves':
    'Starting at the community college would save about **{netPrice}** in net price and **{debt}** of debt at repayment: **{monthly}** a month less.',
  'counselor-replies.answer.ccPlanLink':
    'See it year by year, and keep it in your plan: [your money plan](/money-plan?first={first}&second={second}).',
  'counselor-replies.answer.ccYearly': '- **{college}**: {amount} a year',
  'counselor-replies.answer.ccTotals':
    'Four years in all: **{route}** starting at the community college, **{direct}** for four years at the university.',
  'counselor-replies.answer.ccSaves': 'Starting at the community college would save about **{saving}** in net price over the four years.',
  'counselor-replies.answer.ccNoSaving': 'Here, starting at the community college would not save money on net price.',
  'counselor-replies.answer.ccCompletion':
    '{rate} of students at **{cc}** complete within 150% of the normal time: plan the transfer from the first term, so you are among them.',
  'counselor-replies.answer.ccTransferCheck':
    'Before you decide, ask the university which of the community college’s credits transfer to your major (a transfer agreement helps).',
  'counselor-replies.answer.tradeNeedTrade':
    'Which trade do you have in mind? Name it (for example “an electrician apprenticeship” or “plumbing”) and I’ll compare it with your degree plan.',
  'counselor-replies.answer.tradeLine':
    '- **{career}**: median pay **{pay}** a year (median of all workers, not starting pay); typical entry education: {education}; typical training: {training}.',
  'counselor-replies.answer.tradePaysWhileTraining':
    'An apprenticeship is paid work: you earn while you train, instead of borrowing for school.',
  'counselor-replies.answer.tradeNeedPlan':
    'Tell me how much you plan to borrow for your degree (or enter it in your financial expectations) and I’ll grade your plan next to it.',
  'counselor-replies.answer.tradeNeedEarnings':
    'To grade your {debt} plan, name the major you would study or enter your expected income in your financial expectations.',
  'counselor-replies.answer.tradePlan':
    '- **Your degree plan:** {debt}{hasMajor, select, yes { for **{major}**} other {}} grades **{grade}** ({risk} risk) and costs **{monthly}** a month when repayment starts, all the loans together (the money plan’s figure), on {basis, select, major {the major’s median early-career earnings} other {your expected income}} of {earnings} a year.',
  'counselor-replies.answer.tradeHorizons':
    'The trade’s pay is the median of all workers in it; the major’s is early-career, so the two are not measured at the same point of a career.',
  'counselor-replies.answer.tradeYourCall':
    'Both can be good paths: compare what you would enjoy doing, and the [careers page](/careers) for more trades.',
  'counselor-replies.answer.majorNational':
    '**{major}** nationally: graduates’ median early-career earnings {earnings} a year and median federal debt {debt}.',
  'counselor-replies.answer.collegeOutcomes': '**{college}** graduates: median earnings {earnings} a year, median federal debt {debt}.',
  'counselor-replies.answer.worthVerdict':
    '{verdict, select, manageable {**Probably worth it on the money:** the typical debt grades {grade}, {ratio} times a year of earnings.} caution {**Worth it only with care:** the typical debt grades {grade}, {ratio} times a year of earnings; borrow less than the typical graduate if you can.} costly {**Costly:** the typical debt grades {grade}, {ratio} times a year of earnings; a cheaper college or less borrowing would change that.} other {**I can’t grade it:** the earnings or the debt are not reported.}}',
  'counselor-replies.answer.worthNotOnlyMoney':
    'Money is not the only measure: the [outcomes page](/outcomes) compares majors, and the college’s net price calculator gives your family’s own price.',
};
