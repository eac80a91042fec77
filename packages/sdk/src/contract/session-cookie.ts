/**
 * A copy of the session token the browser sends with page requests (the SDK's setToken writes it),
 * so the server can draw a signed-in page with the user's data before the app's code has arrived.
 * The API never reads it: calls carry the token in their Authorization header.
 */
export const SESSION_COOKIE = 'mz_session';
