/**
 * A new login password (spec section 5): 6 to 12 characters with a digit, an upper and a lower
 * case letter, and a special character other than a space. Plain data, so the browser forms and
 * the server's schema share it without the schema code.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const LOGIN_PASSWORD_MAX_LENGTH = 12;
export const LOGIN_PASSWORD_PATTERN = '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s]).*$';
