/** /privacy-policy: the whole policy (the English is the policy as published). */
export const privacy = {
  'privacy.title': 'Privacy policy',
  'privacy.updated': 'Last updated {date}',
  'privacy.store': 'What we store',
  'privacy.not': "What we don't do",
  'privacy.not1': 'No advertising, and no third-party trackers, analytics scripts, pixels or social-media widgets.',
  'privacy.not2': "We don't sell, rent or share your data with anyone.",
  'privacy.not3': "We don't use your data to make decisions about you outside Waypoint.",
  'privacy.who': 'Who can see it',
  'privacy.whoText':
    "You. Waypoint's administrators can see your name, e-mail address, role, user type and when you joined, to moderate the community and to help you when you ask for support. They also read the feedback people send (with any e-mail address it carries) and the anonymous usage statistics. Nobody else.",
  'privacy.children': 'Children',
  'privacy.childrenText':
    'Accounts are for people 13 and older. Younger students can use the free tools without an account; their progress then stays in their own browser.',
  'privacy.inShort': 'In short',
  'privacy.short1': 'You can use Waypoint without an account; your progress then stays in your browser.',
  'privacy.short2': "With an account we store your name, e-mail address, profile and assessment progress, and nothing we don't need.",
  'privacy.short3': 'No ads, no third-party trackers, and we never sell or share your data.',
  'privacy.short4':
    'We count page views and a few key steps anonymously, without storing your IP address and without cookies; you can switch that off below.',
  'privacy.short5': 'You can download everything we hold about you, or delete it, from your profile at any time.',
  'privacy.choices': 'Your choices',
  'privacy.seeData':
    '<strong>See and download your data:</strong> <link>Profile</link> → Export my data gives you a file with everything we hold about your account.',
  'privacy.correct': 'Correct it:',
  'privacy.correctText': 'Profile → Edit changes your name and whether you are a student, parent or educator.',
  'privacy.delete': 'Delete it:',
  'privacy.deleteText': 'Profile → Delete my account, then confirm. This cannot be undone.',
  'privacy.noAccount': 'Use Waypoint without an account:',
  'privacy.noAccountText':
    'everything except the profile and progress pages, the premium assessment and professional registration works without signing in.',
  'privacy.contact': 'Contact',
  'privacy.runBy': 'This installation is run by {name}, who is responsible for your data.',
  'privacy.contactByFeedback':
    'Questions about your data or this policy: send them through the <link>feedback form</link> and leave an e-mail address if you would like a reply.',
  'privacy.contactByFeedbackOrMail':
    'Questions about your data or this policy: send them through the <link>feedback form</link> and leave an e-mail address if you would like a reply, or write to <mail>{email}</mail>.',
  'privacy.changes': 'If this policy changes in substance, we will say so on this page and update the date above.',
  'privacy.keep': 'How long we keep it',
  'privacy.keep1': 'Your account, profile and the server copy of your progress: until you delete your account.',
  'privacy.keep2': 'Sessions: until you sign out, or after 14 days without a visit.',
  'privacy.keep3': 'Our rate-limit counters: about a day.',
  'privacy.keep4':
    'Usage statistics: each event for 90 days; the daily totals made from them (views per page, visitors per day, loading speed) for 25 months. The daily value and codes that count unique visitors: until the day is over.',
  'privacy.keep5':
    'Feedback: kept to improve Waypoint. When you delete your account, your feedback stays without anything that identifies you: the link to your account and both e-mail addresses are removed.',
  'privacy.keep6': "What is saved in your browser: until you delete it there (clearing this site's data removes it).",
  'privacy.keepDelete':
    'Deleting your account removes your account, profile, sessions, sign-in links and the server copy of your progress at once.',
  'privacy.usageTitle': 'Anonymous usage statistics',
  'privacy.usage1':
    "To learn which pages help and where people get stuck, your browser tells our own server (no one else's) which pages you open and when you reach a few steps: starting the journey, finishing the career or college quiz, saving your financial expectations, viewing your results, using a calculator, finishing a game, writing a forum post, requesting a meeting, sending feedback and starting premium. It also sends how fast pages loaded and responded (the web vitals LCP, INP and CLS). Each record holds only the event, the page's path (never anything after a question mark) and the time: no IP address, no browser details, no account and no cookie.",
  'privacy.usage2':
    "To count unique visitors without knowing who they are, our server combines your network address and browser description with a random value that changes every day (UTC) and keeps only a scrambled code. The daily value is deleted once its day is over (with the next day's first visit), together with that day's codes, so a visit can never be linked to you or to your other days.",
  'privacy.usage3':
    'Nothing is sent when your browser asks websites not to track you (Do Not Track or Global Privacy Control; our server also ignores anything that arrives with those signals), or when you switch it off here:',
  'privacy.logsTitle': 'Server logs',
  'privacy.logs':
    'For each request: the method, the path (without anything after a question mark), the response status and how long it took. No IP address, no account and no browser details.',
  'privacy.accountTitle': 'Your account',
  'privacy.account':
    "You sign in with an account you already have (for example Google, Microsoft or your school's). From that provider we receive and keep your name, your e-mail address and, if the provider has one, a link to your profile picture. We also keep which provider you used, the identifier it gives your account, and the sign-in tokens it issues, so that it can confirm who you are. Each account has a role (user or administrator) and the date it was created. We never see or store your password.",
  'privacy.profileTitle': 'Your profile',
  'privacy.profile':
    "Your full name and whether you are a student, a parent or an educator. Students also give their month and year of birth (never the day). We ask only to keep children under 13 out: if you are under 13 we don't create an account, and we delete the sign-in details we received straight away.",
  'privacy.progressTitle': 'Your assessment progress',
  'privacy.progress':
    "Your answers and results are saved in your browser's local storage, under these names, so the assessment works without an account:",
  'privacy.alongside':
    'Alongside them, <code>{key}</code> records when each was last changed. When you are signed in, we keep a copy of these on our server so your progress follows you to other devices. These stay only in your browser and are never sent to us:',
  'privacy.sessionsTitle': 'Sessions',
  'privacy.sessions':
    "When you sign in, your browser gets a cookie holding a random session token (while you sign in, short-lived cookies also carry the sign-in request to your provider and back). On our side, the session records when it started and when it expires. We don't store your IP address or your browser's description (user agent) with it. While you sign in, the page you were heading to is kept in your browser's session storage for the length of the sign-in.",
  'privacy.rateTitle': 'Rate-limit counters',
  'privacy.rate':
    "To stop abuse, we count requests per network address or per account over short time windows. Our counters store a one-way hash of the address, never the address itself, and are deleted after about a day. The sign-in service's own counters, for sign-in requests only, likewise keep only a keyed one-way hash of the address, with the sign-in path and a count.",
  'privacy.feedbackTitle': 'Feedback you send',
  'privacy.feedback':
    "What you enter in the feedback form: your ratings and answers, your message and, only if you give it, an e-mail address for a reply, with the time you sent it. If you are signed in when you send it, it is linked to your account and records your account's e-mail address; otherwise it is anonymous. Your feedback is included when you export your data.",
  'privacy.familyTitle': 'Family links',
  'privacy.family':
    'If you are a student and invite a parent, we keep when the invite was made, when it expires and whether it was used or cancelled; the code and link themselves are stored only as one-way hashes. While a parent is linked, we keep the link and, each time they look at your plan, who looked, what and when; you can read that list on your profile. Either of you can unlink at any time. Links, invites and the list are included when you export your data and are deleted with your account.',
  'privacy.planTitle': 'Family money plan',
  'privacy.plan':
    "A student's family money plan keeps the figures the family enters (contribution per year, savings, extra grants and, only if entered, the family's yearly income), when they were last saved and by whom. The student and every linked parent can see and change them; a parent's views and changes appear in the student's list of who looked. The plan is included in the student's export and deleted with the student's account.",
  'privacy.classesTitle': 'Classes',
  'privacy.classes':
    "If you are an educator, we keep your request to be verified (the school and role you give), each administrator's decision on it, and your classes with their join codes and assignments. If you are a student and join a class, we keep that you joined and when; each time the educator looks at the roster, exports it or opens your page, we keep who looked, what and when, and you can read that list on your profile. The educator never sees your e-mail, counselor conversations, forum activity or messages. You can leave a class at any time. Classes and memberships are included when you export your data and are deleted with your account.",
  'privacy.key.journeyStarted': 'that you started the free assessment',
  'privacy.key.quizResult': 'your career quiz result: your interest profile, top majors and top careers',
  'privacy.key.careerQuizAnswers': 'your career quiz answers while you take it, so it resumes where you left off',
  'privacy.key.collegeQuizResults': 'your college matches',
  'privacy.key.financialExpectations': 'the monthly income you expect, the debt you plan to take on and your comfort level',
  'privacy.key.premiumSteps': 'your premium assessment steps and results',
  'privacy.key.premiumQuiz':
    'your premium career quiz answers (also while you take it), what matters to you at work and your career preferences',
  'privacy.key.cognitive': 'your scores in the cognitive games',
  'privacy.key.beta': 'that you closed the beta notice',
  'privacy.key.feedbackPopup': 'that we already asked you for feedback',
  'privacy.key.userFeedback': 'a copy of the feedback you sent from this browser',
};
