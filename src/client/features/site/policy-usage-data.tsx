import { AnalyticsOptOut } from './analytics-opt-out';

/** What we store: anonymous usage statistics (with the opt-out switch) and server logs. */
export function PolicyUsageData() {
  return (
    <>
      <h3 className="text-lg font-semibold">Anonymous usage statistics</h3>
      <p>
        To learn which pages help and where people get stuck, your browser tells our own server (no one else&apos;s) which pages you open
        and when you reach a few steps: starting the journey, finishing the career or college quiz, saving your financial expectations,
        viewing your results, using a calculator, finishing a game, writing a forum post, requesting a meeting, sending feedback and
        starting premium. It also sends how fast pages loaded and responded (the web vitals LCP, INP and CLS). Each record holds only the
        event, the page&apos;s path (never anything after a question mark) and the time: no IP address, no browser details, no account and
        no cookie.
      </p>
      <p>
        To count unique visitors without knowing who they are, our server combines your network address and browser description with a
        random value that changes every day (UTC) and keeps only a scrambled code. The daily value is deleted once its day is over (with the
        next day&apos;s first visit), together with that day&apos;s codes, so a visit can never be linked to you or to your other days.
      </p>
      <p>
        Nothing is sent when your browser asks websites not to track you (Do Not Track or Global Privacy Control; our server also ignores
        anything that arrives with those signals), or when you switch it off here:
      </p>
      <AnalyticsOptOut />
      <h3 className="text-lg font-semibold">Server logs</h3>
      <p>
        For each request: the method, the path (without anything after a question mark), the response status and how long it took. No IP
        address, no account and no browser details.
      </p>
    </>
  );
}
