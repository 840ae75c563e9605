/**
 * Lets code outside React (the API client) change the route. The router registers itself at start;
 * until then (and in tests) a full page load is used.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** Every signed-in person's own page (no permission needed): the user menu's My Account. */
export const MY_ACCOUNT_PATH = '/my-account';
