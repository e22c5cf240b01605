/** Wire shapes of The support desk: requests, operators, SLA (issue 17). */
export {};
