/** Leave the agent app for another page of the site (a full page load: the member site is another app). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
