/** The support desk: requests, operators, SLA: the section's first page (issue 17). */
export function SupportHomePage() {
  return null;
}
