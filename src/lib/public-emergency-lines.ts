/**
 * The UAE's public emergency numbers, which the emergency page offers before the company's own
 * line for fire, gas, crime and injury. They are the country's facts, not copy: the words about each
 * (its name, when to call it) are the page's content (src/content/emergency/), which names a line by
 * its key here, so no copy holds a number that could be mistyped.
 */
export const PUBLIC_EMERGENCY_NUMBERS = {
  'civil-defence': '997',
  police: '999',
  ambulance: '998',
  /** Dubai Electricity and Water Authority: power cuts, sparking cables and burst mains outside a property. */
  dewa: '991',
} as const;

export type PublicEmergencyLine = keyof typeof PUBLIC_EMERGENCY_NUMBERS;

export const PUBLIC_EMERGENCY_LINES = Object.keys(PUBLIC_EMERGENCY_NUMBERS) as [
  PublicEmergencyLine,
  ...PublicEmergencyLine[],
];
