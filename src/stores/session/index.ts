/**
 * The session flows of spec §4 in the browser, one module per flow: log in (`login.ts`), sign up
 * (`sign-up.ts`), set a new password from a reset link (`recovery.ts`), log out (`logout.ts`),
 * renew the access token (`refresh.ts`), and check the session (`check.ts`) on load, on focus and
 * when the tab becomes visible (`watch.ts`). What they keep in common (cookies, the auth and
 * subscription stores, the waiting cart) is in `session-data.ts`; entering the campus and its
 * greeting in `welcome.ts`. The calls are in `src/lib/api/auth.ts` (contract: ADR 004); the tokens
 * live in the `at`/`rt` cookies (`src/lib/session-cookies.ts`) and who is logged in in the `auth`
 * store.
 *
 * Islands import the flows from here (tests import each flow's module): importing this module
 * installs the API client's session hooks (one refresh for however many calls meet an expired
 * token; a failed refresh closes the session with a toast). BaseLayout loads it through
 * `../session-watch` wherever there is a session, and calls `watchSession()`.
 */
import { api } from '../../lib/api/client';
import { sessionHandlers } from './refresh';

export { GENERAL_LOGIN_PATH, sessionReady } from './check';
export { logIn, type LoginOutcome } from './login';
export { logOut } from './logout';
export { changePasswordAndLogIn } from './recovery';
export { loadSubscriptions, type SessionOutcome } from './session-data';
export { signUp } from './sign-up';
export { watchSession } from './watch';
export { DASHBOARD_PATH, enterCampus } from './welcome';

// Every page that loads the session also renews expired tokens through it (see the module comment).
api.setSessionHandlers(sessionHandlers(api));
