/** Days the name and email cookies last after a "remember me" sign-in. */
export const USER_COOKIE_DAYS = 400;

/** Days the 'mf' cookie (the visitor's MasterFormat edition) lasts. */
export const USER_COOKIE_DEFAULT_DAYS = 365;
