/** The policy in five lines. */
export function PolicySummary() {
  return (
    <div className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 className="text-xl font-bold">In short</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        <li>You can use Waypoint without an account; your progress then stays in your browser.</li>
        <li>With an account we store your name, e-mail address, profile and assessment progress, and nothing we don&apos;t need.</li>
        <li>No ads, no third-party trackers, and we never sell or share your data.</li>
        <li>
          We count page views and a few key steps anonymously, without storing your IP address and without cookies; you can switch that off
          below.
        </li>
        <li>You can download everything we hold about you, or delete it, from your profile at any time.</li>
      </ul>
    </div>
  );
}
