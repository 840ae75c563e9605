/** Reviews the simulated service starts with: mostly five stars, a few lower ones the login page must not show. */
interface DemoReview {
  display_name: string;
  heading: string;
  comments: string;
  overall: number;
  location: string;
  daysAgo: number;
}

const tipm: DemoReview[] = [
  {
    display_name: 'Mike R.',
    heading: 'Truck runs like new',
    comments:
      'My Ram had a dead fuel pump relay in the TIPM. The rebuilt unit was plug and play and the truck started on the first try.',
    overall: 5,
    location: 'Phoenix, AZ',
    daysAgo: 3,
  },
  {
    display_name: 'Sandra K.',
    heading: 'Fast shipping',
    comments:
      'Ordered Monday, installed Wednesday. The horn and wipers finally behave. Great support on the phone too.',
    overall: 5,
    location: 'Tulsa, OK',
    daysAgo: 9,
  },
  {
    display_name: 'Dale P.',
    heading: 'Saved me a fortune',
    comments:
      'The dealer wanted four times the price for a new module. This rebuilt TIPM fixed every electrical gremlin.',
    overall: 5,
    location: 'Boise, ID',
    daysAgo: 14,
  },
  {
    display_name: 'Angela W.',
    heading: 'Good but slow',
    comments: 'Works fine, delivery took longer than I hoped.',
    overall: 4,
    location: 'Reno, NV',
    daysAgo: 18,
  },
  {
    display_name: 'Jorge M.',
    heading: 'Exact match',
    comments: 'They matched the part number and VIN exactly. No programming needed on my Durango.',
    overall: 5,
    location: 'El Paso, TX',
    daysAgo: 25,
  },
  {
    display_name: 'Tom H.',
    heading: 'Honest people',
    comments: 'Core return was easy and the refund landed in a few days. Would buy again.',
    overall: 5,
    location: 'Macon, GA',
    daysAgo: 33,
  },
  {
    display_name: 'Brian L.',
    heading: 'Second unit',
    comments: 'First one had a bad connector, the replacement works.',
    overall: 3,
    location: 'Omaha, NE',
    daysAgo: 40,
  },
];

const ecm: DemoReview[] = [
  {
    display_name: 'Kevin S.',
    heading: 'Engine light gone',
    comments: 'The ECM arrived programmed to my VIN. Car started, no codes, idle is smooth again.',
    overall: 5,
    location: 'Fresno, CA',
    daysAgo: 2,
  },
  {
    display_name: 'Laura B.',
    heading: 'Knowledgeable staff',
    comments: 'They asked the right questions about my engine size and sent the right module the first time.',
    overall: 5,
    location: 'Spokane, WA',
    daysAgo: 6,
  },
  {
    display_name: 'Carlos D.',
    heading: 'Great value',
    comments: 'Half the price of the dealer and it came with a real warranty. Highly recommend.',
    overall: 5,
    location: 'San Antonio, TX',
    daysAgo: 12,
  },
  {
    display_name: 'Pat O.',
    heading: 'OK',
    comments: 'Module works, packaging could be better.',
    overall: 4,
    location: 'Dayton, OH',
    daysAgo: 20,
  },
  {
    display_name: 'Rachel T.',
    heading: 'Repair service was quick',
    comments: 'Sent my own unit in for repair and had it back within the week. Misfire is gone.',
    overall: 5,
    location: 'Denver, CO',
    daysAgo: 27,
  },
  {
    display_name: 'Gary F.',
    heading: 'Plug and play',
    comments: 'Installed it in twenty minutes in the parking lot. Truck fired right up.',
    overall: 5,
    location: 'Billings, MT',
    daysAgo: 31,
  },
];

export const DEMO_REVIEWS = { tipm, ecm };
