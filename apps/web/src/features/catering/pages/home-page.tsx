/** The canteen's first page (issue 17). */
export function CanteenHomePage() {
  return null;
}

/** The cafe's first page (issue 17). */
export function CafeHomePage() {
  return null;
}
