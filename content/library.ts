/**
 * The searchable blog-and-FAQ library (SPEC §2 "Blog and FAQ page", §3 "Blog/FAQ item").
 * `content` is Markdown, rendered to HTML at build time; fact tokens are filled in then.
 */
import type { LibraryItem } from '../src/content/schemas';

export const libraryCategories = [
  { id: 'all', name: 'All Topics' },
  { id: 'refrigerator', name: 'Refrigerator' },
  { id: 'washer', name: 'Washer & Dryer' },
  { id: 'dishwasher', name: 'Dishwasher' },
  { id: 'general', name: 'General Tips' },
] as const;

export const libraryItems: LibraryItem[] = [
  {
    id: 1,
    type: 'faq',
    category: 'refrigerator',
    title: 'What Temperature Should My Refrigerator Be?',
    question: 'What temperature should I set my refrigerator and freezer to?',
    answer:
      'Keep the fresh-food section between 37°F and 40°F and the freezer at 0°F. Check with a thermometer, because the dial shows the setting, not the actual temperature.',
    content: `### The right numbers

- **Refrigerator:** 37°F to 40°F. Food stays safe and fresh without freezing the lettuce.
- **Freezer:** 0°F. Food stays frozen solid and keeps its quality longer.

Above 40°F, bacteria multiply quickly, so a fridge that creeps up to 42°F or 45°F is a food-safety problem, not just an inconvenience.

### How to check it

The number on the dial or display is the temperature you asked for, not the one you have. Put an inexpensive appliance thermometer in a glass of water on the middle shelf, leave it for a few hours, and read it. For the freezer, place the thermometer between frozen packages. If you adjust the controls, give the refrigerator 24 hours to settle before checking again.

### If it won't hold temperature

1. Make sure the vents inside the fridge and freezer aren't blocked by food.
2. Test the door seals by closing each door on a dollar bill; it should resist being pulled out.
3. Unplug the unit and clean the condenser coils. Dusty coils are the most common cause, and they should be cleaned every 6 months.

### When to call a technician

If the fridge still runs above 40°F a day after those checks, or you see frost building up on the back wall of the freezer, a fan, the defrost system or the sealed system may need attention. Call {phone} and we'll diagnose it for {diagnosticFee}, credited toward the repair.`,
    keywords: ['refrigerator temperature', 'freezer temperature', 'food safety', 'fridge too warm'],
    readTime: '3 min read',
  },
  {
    id: 2,
    type: 'blog',
    category: 'washer',
    title: 'Washer and Dryer Care That Prevents Costly Repairs',
    question: 'How can I keep my washer and dryer from breaking down?',
    answer:
      'Replace washer fill hoses every 3 to 5 years, clean the washer drum and gasket monthly, and clean the dryer lint screen every load and the vent duct every year.',
    content: `Washers and dryers typically last 10 to 13 years. Most of the breakdowns we see in between start with something a homeowner could have prevented in a few minutes.

### Washer habits

- **Replace the fill hoses every 3 to 5 years.** Rubber hoses weaken from the inside, and a burst hose can flood a room quickly. Braided stainless-steel hoses are a worthwhile upgrade.
- **Clean the drum and gasket monthly.** Run an empty hot cleaning cycle, wipe the folds of a front-loader's door gasket, and leave the door ajar after the last load.
- **Clear the drain pump filter.** On front-loaders, the small panel at the bottom front hides a filter that catches coins, hair ties and lint. Unplug the washer and have towels ready before opening it.
- **Use HE detergent, measured.** Too much soap causes odors, residue and drain errors.

### Dryer habits

- **Clean the lint screen every load.** Wash it with soap and water monthly if you use dryer sheets.
- **Clean the vent duct every year.** A clogged vent makes loads take longer and is a real fire risk.
- **Use metal duct.** Replace plastic or thin foil duct with rigid or semi-rigid metal.

### When to call

Call a technician if the washer won't drain or spin after you've cleaned the filter, leaks from underneath, or roars during spin. For a dryer, call if it runs without heat, thumps or squeals, or smells of burning. Switch off a dryer that smells of burning and keep it off until it's checked.`,
    keywords: ['washer maintenance', 'dryer vent cleaning', 'washer hoses', 'lint screen', 'laundry appliances'],
    readTime: '4 min read',
  },
  {
    id: 3,
    type: 'faq',
    category: 'dishwasher',
    title: "Why Isn't My Dishwasher Cleaning Well?",
    question: 'Why are my dishes still dirty or cloudy after the dishwasher runs?',
    answer:
      'The most common causes are a clogged filter, blocked spray arms or hard-water film. Cleaning the filter and spray arms and using rinse aid fixes most cases.',
    content: `When dishes come out gritty, spotty or cloudy, the dishwasher is usually fine. It just needs cleaning in places most people never look.

### Check these first

1. **The filter.** Most modern dishwashers have a manual filter in the floor of the tub. Twist it out, rinse it under warm water with a soft brush, and lock it back in place. Do this monthly.
2. **The spray arms.** Spin each one by hand, and clear blocked spray holes with a toothpick.
3. **Hot water.** Run the kitchen tap until it's hot before starting a cycle, so the dishwasher fills with hot water.
4. **Rinse aid.** Hard water leaves spots and a white film. Keep the rinse aid dispenser filled.
5. **Loading.** Face dirty surfaces toward the spray, and keep tall items from blocking the arms.

### Film or etching?

A white film that wipes off with vinegar is mineral scale; run a cleaning cycle and use rinse aid. A cloudiness that won't come off is etching, often from too much detergent, and it's permanent on the glass.

### When to call a technician

If the dishwasher doesn't heat, leaves water in the bottom after you've cleaned the filter, or leaks onto the floor, a part such as the heating element, pump or inlet valve may have failed. Dishwashers typically last 9 to 12 years, and most repairs are well worth doing inside that range.`,
    keywords: ['dishwasher not cleaning', 'dishwasher filter', 'cloudy glasses', 'hard water', 'rinse aid'],
    readTime: '3 min read',
  },
  {
    id: 4,
    type: 'blog',
    category: 'general',
    title: 'Repair or Replace? The 50% Rule Explained',
    question: 'Should I repair my broken appliance or replace it?',
    answer:
      'Repair it if the repair costs less than half the price of a comparable new appliance and the appliance is still within its typical lifespan. Past 10 years, lean toward replacing.',
    content: `### The 50% rule

If a repair costs less than 50% of the price of a comparable new appliance, repairing is usually the better value. Include delivery, installation and haul-away in the price of the new one, since those add up.

### Age matters too

Typical lifespans are:

- Refrigerators: 10 to 15 years
- Washers and dryers: 10 to 13 years
- Dishwashers: 9 to 12 years
- Ovens and ranges: 13 to 15 years

As a rule of thumb, repair a washer under 7 years old, and a dryer or freezer under 10 years old. Past 10 years, lean toward replacing, especially for a major repair such as a compressor or a main control board.

### What can tip the decision

- **Repair** high-end and built-in appliances, which cost far more to replace, and simple wear parts like igniters, belts, gaskets and pumps.
- **Replace** when breakdowns keep repeating, parts are discontinued, or there's a safety issue such as scorched wiring or a gas valve problem.

### Get a real diagnosis first

Don't decide based on a guess: a dryer that won't heat might need an inexpensive fuse or a new element. Our technicians diagnose the problem for {diagnosticFee}, credited toward the repair, and give you the price before any work starts, along with an honest opinion on whether it's worth it. Repairs are covered by our {warranty} warranty on parts and labor.`,
    keywords: ['repair or replace', '50% rule', 'appliance lifespan', 'appliance age'],
    readTime: '4 min read',
  },
  {
    id: 5,
    type: 'faq',
    category: 'general',
    title: 'How Much Does Appliance Repair Cost?',
    question: 'How much does an appliance repair usually cost?',
    answer:
      'Most household appliance repairs fall in the {priceRange} range, including parts and labor. The diagnostic visit is {diagnosticFee} and is credited toward the repair if you go ahead.',
    content: `### What you pay

- **Diagnosis:** {diagnosticFee}. A technician comes out, finds the cause and gives you a price. If you go ahead with the repair, that fee is credited toward it.
- **Typical repair:** {priceRange}, parts and labor included. The final price depends on the appliance, the part and the brand.
- **Warranty:** every repair is covered by our {warranty} warranty on parts and labor.

Most repairs take about {duration}, and many are finished in a single visit.

### What drives the price

1. **The part.** A door gasket or igniter costs far less than a compressor or main control board.
2. **The brand.** Parts for premium and built-in brands usually cost more.
3. **Access.** Built-in and stacked units can take longer to reach.

### How to keep costs down

- Do the simple checks first: the breaker, the settings, the filters and, for a refrigerator, the condenser coils.
- Describe the symptoms and have the model number ready when you call, so the technician can bring the right parts.
- Use the 50% rule: if the repair costs more than half the price of a comparable new appliance, ask whether replacing makes more sense. We'll tell you honestly.

Call {phone} before {sameDayCutoff} and we'll do our best to come the same day.`,
    keywords: ['appliance repair cost', 'diagnostic fee', 'repair price', 'warranty'],
    readTime: '3 min read',
  },
];
