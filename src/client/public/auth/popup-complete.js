// Runs in the sign-in popup when the provider sends the user back. It hands the
// outcome to the Waypoint window that opened the popup, then closes. The
// BroadcastChannel covers providers whose pages cut the popup's link to its opener.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    type: 'waypoint:sign-in',
    error: params.get('error') || null,
    errorDescription: params.get('error_description') || null,
  };
  try {
    var channel = new BroadcastChannel('waypoint-auth');
    channel.postMessage(message);
    channel.close();
  } catch {
    // No BroadcastChannel: the opener still gets postMessage below.
  }
  try {
    if (window.opener && window.opener !== window) window.opener.postMessage(message, window.location.origin);
  } catch {
    // The opener went away; the redirect below finishes sign-in here.
  }
  window.close();
  // Still open (the browser refused to close it): finish the sign-in here instead.
  setTimeout(function () {
    window.location.replace(message.error ? '/signin?error=' + encodeURIComponent(message.error) : '/auth/continue');
  }, 800);
})();
