/**
 * Every string the interface prints in English (as opposed to content). ./ar.ts has the same keys
 * in Arabic; components get the right one from `i18n(Astro.currentLocale)` in ./index.ts.
 */
import { VISIT_REQUEST_LIMITS, MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../shared/visit-request/fields.ts';
import { LIMITS } from '../../shared/contact/fields.ts';
import type { PluralTexts } from '../../shared/plural-texts.ts';
import type { VisitTimeRefusal, Schedule } from '../../shared/schedule.ts';
import type { DurationUnit } from '../../shared/project-duration.ts';
import { VAT_PERCENT, type MaintenanceSystem, type PropertyType } from '../../shared/plans.ts';

/** The schedule's facts a refusal may state: how far ahead one may book, and the same-day cut-off. */
export type RefusalFacts = Pick<Schedule, 'daysAhead' | 'sameDayCutoff'>;

/** Why the server refuses the day and window a visitor chose (src/shared/schedule.ts, checkVisitTime). */
const visitTimeRefusals: Record<VisitTimeRefusal, (facts: RefusalFacts) => string> = {
  'not-a-day': () => 'Please choose a day from the list of days.',
  past: () => 'That day has gone by. Please choose today or a later day.',
  'too-far': ({ daysAhead }) =>
    `We take visits up to ${daysAhead === 1 ? 'one day' : `${daysAhead} days`} ahead. Please choose an earlier day, or call us to plan further ahead.`,
  closed: () => 'We do not visit on that day: it is a day off or a public holiday. Please choose another day.',
  'no-such-window': () => 'That time is not one of our visiting windows on that day. Please choose one from the list.',
  'after-cut-off': ({ sameDayCutoff }) =>
    `A visit for today can be booked until ${sameDayCutoff}. Please choose tomorrow or a later day. For an emergency, call us now.`,
  'window-passed': () => 'That time window has already started. Please choose a later window or another day.',
};

export const en = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  home: 'Home',
  loading: 'Loading',
  callUs: 'Call us',
  /** The phone bar's call button (its label only: an icon on screen). */
  callNow: 'Call us now',
  mobile: 'Mobile',
  emailUs: 'E-mail us',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  followUs: 'Follow us',
  copyright: 'All rights reserved.',
  privacyNotice: 'Privacy notice',
  /** Under the contact form, linking to /privacy. */
  privacyUnderForm: 'How we use and keep the details you send',
  developedBy: 'Website by',
  readMore: 'Read more',
  readLess: 'Read less',
  pauseSlides: 'Pause slideshow',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideshow: 'Highlights',
  slideOf: (index: number, total: number) => `Slide ${index} of ${total}`,
  whoWeAre: 'Who we are',
  aboutHeading: 'About us',
  ourServices: 'Our services',
  getAQuote: 'Get a quote',
  /** A service page's quote link, which opens the form with that service chosen. */
  quoteFor: (service: string) => `Get a quote for ${service}`,
  whatsapp: 'WhatsApp',
  chatOnWhatsApp: 'Chat with us on WhatsApp',
  /** The message a WhatsApp chat opens with, ready to send. */
  whatsappGreeting: 'Hello, I would like a quote.',
  whatsappServiceGreeting: (service: string) => `Hello, I would like a quote for ${service}.`,
  contactDetails: 'Contact details',
  aboutCallToAction: 'Ready to talk about your building?',
  learnMore: 'Learn more',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  backHome: 'Back to the home page',
  offlineTitle: 'You are offline',
  offlineText:
    'This page has not been saved on your phone yet, and there is no connection right now. Pages you have already opened still work.',
  offlineCall: 'In an emergency, call us on',
  seeServices: 'See our services',
  breadcrumb: 'Breadcrumb',
  services: 'Services',
  servicesHeading: 'WHAT WE DO',
  readMoreButton: 'Read More',
  scrollToDetails: 'Scroll to the details',
  /** The first heading of a service page's details, under the banner's h1 (the service's name). */
  aboutThisService: 'About this service',
  /** A service's price guide and warranty (its entry's `prices:` and `warranty:`), under its sections. */
  priceGuide: {
    heading: 'Prices',
    /** The heading of a service that states a warranty but no prices. */
    warrantyHeading: 'Warranty',
    /** The table's caption: what its amounts are. Prices shown to the public in the UAE include VAT. */
    caption: 'Starting prices in UAE dirhams, including 5% VAT',
    job: 'Job',
    price: 'Price',
    from: (amount: string) => `from ${amount}`,
    callOut: 'Call-out or inspection fee',
    deducted: 'deducted from the bill if the work goes ahead',
    notDeducted: 'charged whether or not the work goes ahead',
    hourly: 'Each hour after the first',
    outOfHours: 'Visit outside opening hours, on top',
    reviewed: 'Prices last reviewed on',
    warranty: 'Workmanship warranty:',
    /** The link to the contact page's warranty claims section. */
    howToClaim: 'How to claim',
  },
  /** A service card's starting price: the lowest of its price guide's jobs. */
  fromPrice: (amount: string) => `From ${amount}`,
  serviceCallToAction: 'IF YOU CAN ENVISION IT, THEN WE CAN BUILD IT',
  serviceCallToActionText: 'TELL US MORE ABOUT YOUR PROJECT',
  contactUs: 'CONTACT US',
  blog: 'Blog',
  latestBlogs: 'Latest Blogs',
  /** The links under a list cut into pages (the blog list), and the names of its next pages. */
  pager: {
    /** The blog list's pager, as screen readers name it. */
    blogPages: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    /** A page after the first, as its breadcrumb's last step names it. */
    page: (number: number) => `Page ${number}`,
    /** The title and heading of a page after the first. */
    titled: (title: string, number: number) => `${title} — page ${number}`,
  },
  publishedOn: 'Published on',
  playVideo: 'Play the video (opens the video site)',
  askForAQuote: 'Ask for a free consultation',
  askForAQuoteText: 'Tell us about your building and we will call you back with a plan that fits.',
  rssTitle: 'Articles',
  contactHeading: 'CONTACT',
  getAQuoteHeading: 'GET A QUOTE',
  contactUsHeading: 'CONTACT US',
  mapTitle: 'Map showing our location in Dubai',
  openInMaps: 'Open the location in a maps app',
  /** The licences, approvals and certificates (src/content/credentials/): About's section and the contact page's strip. */
  credentials: {
    heading: 'Licences and approvals',
    number: 'Number',
    validUntil: 'Valid until',
    /** The link to the issuer's public check; the issuer's name follows in brackets for screen readers. */
    checkWithIssuer: 'Check with the issuer',
    /** The contact page's strip, and its link to About's section. */
    stripHeading: 'Licensed and approved',
    /** Between a credential's name and its issuer in the contact page's strip (Arabic has its own comma). */
    nameAndIssuer: ', ',
    stripLink: 'Numbers, expiry dates and how to check them',
  },
  /** The maintenance plans (src/content/plans/): the plans page, and their brief on the annual maintenance service. */
  plans: {
    /** The size choice above the comparison, and each kind of property in it. */
    sizeChoice: 'Prices for your home',
    types: { apartment: 'Apartment', villa: 'Villa' } satisfies Record<PropertyType, string>,
    /** A size in the choice, under its kind: the bedrooms alone. */
    bedrooms: (count: number) => (count === 0 ? 'Studio' : `${count} bedroom${count === 1 ? '' : 's'}`),
    /** A size in full: beside a price, and in the message of "Ask for this plan". */
    size: (type: PropertyType, count: number) => (count === 0 ? `Studio ${type}` : `${count}-bedroom ${type}`),
    /** Announced to screen readers when a size is chosen: every plan's price has changed with it. */
    pricesFor: (size: string) => `Prices for a ${size}`,
    /** A price, its amount already written with the edition's digits and separators. */
    price: (amount: string) => `AED ${amount}`,
    vat: { included: `including ${VAT_PERCENT}% VAT`, excluded: `plus ${VAT_PERCENT}% VAT` },
    /** Under a plan's price: how often, and the VAT words above. */
    perYear: (vat: string) => `a year, ${vat}`,
    yearlyPrice: 'Yearly price',
    /** The row of planned visits, and each system's name. */
    visits: 'Visits a year',
    systems: {
      ac: 'Air conditioning',
      electrical: 'Electrical',
      plumbing: 'Plumbing',
      'water-tank': 'Water tank cleaning',
      'pest-control': 'Pest control',
    } satisfies Record<MaintenanceSystem, string>,
    /** A system a plan does not visit. */
    noVisits: 'None',
    callOuts: 'Call-outs included',
    callOutCount: (count: number | 'unlimited') =>
      count === 'unlimited' ? 'Unlimited' : count === 0 ? 'None' : `${count} a year`,
    callOutCovers: 'One call-out covers',
    response: 'Emergency response',
    responseWithin: (hours: number) => `Within ${hours} hour${hours === 1 ? '' : 's'}`,
    parts: 'Parts and consumables',
    exclusions: 'Not covered',
    /** Each plan's button: opens the contact form with the plan and the chosen size in its message. */
    ask: 'Ask for this plan',
    /** The plan as the contact form's message names it. */
    planNamed: (name: string) => `${name} plan`,
    calendarHeading: 'A year of maintenance in Dubai',
    calendarIntro: "What we service in which month, timed to Dubai's seasons.",
    /** The annual maintenance service's brief of the plans, and its link to the plans page. */
    from: (price: string) => `from ${price} a year`,
    compare: 'Compare the plans',
  },
  /** The case studies (src/content/projects/): their list, a project's page, and their links on service pages. */
  projects: {
    /** The list's heading and breadcrumb step. */
    heading: 'Projects',
    /** The list's pager, as screen readers name it. */
    pages: 'Project pages',
    /** A project's facts, each a term of its list. */
    client: 'Client',
    place: 'Location',
    /** A community and its emirate on one line. */
    placeOf: (community: string, emirate: string) => `${community}, ${emirate}`,
    facility: 'Facility',
    services: 'Services',
    started: 'Started',
    duration: 'Duration',
    /** A duration from the file's `duration: 14 weeks`, by its unit. */
    durations: {
      day: (count: number) => `${count} day${count === 1 ? '' : 's'}`,
      week: (count: number) => `${count} week${count === 1 ? '' : 's'}`,
      month: (count: number) => `${count} month${count === 1 ? '' : 's'}`,
    } satisfies Record<DurationUnit, (count: number) => string>,
    scope: 'Scope',
    result: 'Result',
    /** The before and after pictures' captions start with these. */
    before: 'Before',
    after: 'After',
    /** A service page's list of the projects that name it. */
    ofService: 'Projects with this service',
    /** Home's section of the latest projects. */
    latest: 'Recent projects',
    /** The link from a short list of projects to the projects list. */
    all: 'All projects',
  },
  search: {
    /** The header's search link (an icon on screen) and the search page's title. */
    title: 'Search',
    label: 'Search services and articles',
    placeholder: 'For example: water tank cleaning',
    submit: 'Search',
    /** What the status line says; `{n}` is the count and `{q}` the words, per plural category. */
    results: { one: '{n} result for “{q}”', other: '{n} results for “{q}”' } as PluralTexts,
    noResults: 'Nothing matched “{q}”. Try another word, browse the services, or ask us directly.',
    more: 'More results',
    loading: 'Searching…',
    unavailable: 'Search is not available right now. The services and the newest articles are listed below.',
    service: 'Service',
    article: 'Article',
    project: 'Project',
    everything: 'Everything on the site',
    allArticles: 'All {n} articles, newest first',
    articles: 'Articles',
    browseServices: 'Browse all services',
    askUs: 'Ask us on the contact page',
  },
  contactForm: {
    name: 'Your name',
    email: 'E-mail address',
    mobile: 'Mobile number (optional)',
    message: 'How can we help?',
    service: 'Service (optional)',
    serviceNone: 'Not sure yet',
    serviceOther: 'Something else',
    /** The choice for a claim under a service's workmanship warranty; staff read it in English in the mail. */
    serviceWarranty: 'Warranty claim',
    honeypot: 'Leave this field empty',
    submit: 'Send message',
    sending: 'Sending…',
    networkError:
      'We could not reach the server, so your message was not sent. Check your connection and press Send again: what you typed is still here.',
    unexpectedError: 'Something went wrong on our side and your message was not sent. Please try again, or call us.',
    sentHeading: 'Message received',
    sendAnother: 'Send another message',
    errorHeading: 'Your message was not sent yet',
    tryAgain: 'Try again',
    reachUsNow: 'Or reach us now:',
    /** The heading of the summary over a refused send's fields in error (both lead forms); `{n}`: how many. */
    summaryHeading: { one: '1 field needs attention', other: '{n} fields need attention' } as PluralTexts,
  },
  /** The server's answer to a contact post, on the page or in the form. */
  contactAnswers: {
    /** The thank-you, with the message's reference and settings' reply time ("within one working day"). */
    accepted: (reference: string, replyTime: string) =>
      `Thank you. We have received your message; its reference is ${reference}. We will reply ${replyTime}.`,
    invalid: 'Please check the highlighted fields and send the form again.',
    tooLarge: 'The message is too long to send. Please shorten it and try again.',
    unsupported: 'The form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).',
    rateLimited: (seconds: number) =>
      `You have sent several messages in a short time. Please wait ${seconds} seconds and try again, or call us.`,
    /**
     * A request sent again under the key of one already received, with other words: the first one
     * stands, the new words were not saved, and the visitor keeps them.
     */
    alreadyReceived: (reference: string) =>
      `We have already received this request; its reference is ${reference}. What you sent this time differs from it and was not saved. To change the request, call us and quote its reference.`,
    /** The message could not be stored (a full or failing disk): nothing was sent, and the visitor keeps their words. */
    unavailable:
      'Sorry, your message was not sent: our system cannot save messages just now. What you typed is still in the form, so you can copy it, or send it again in a few minutes. If it is urgent, call us, or write to us on WhatsApp or by e-mail.',
  },
  /** What the visitor reads under each field, from the server or the browser's own bubble. */
  contactFieldErrors: {
    nameMissing: 'Please enter your name',
    nameTooLong: `Please keep your name under ${LIMITS.name} characters`,
    emailMissing: 'Please enter your e-mail address',
    emailTooLong: 'That e-mail address is too long',
    emailInvalid: 'Please enter a valid e-mail address, like name@example.com',
    mobileTooLong: `Please keep the number under ${LIMITS.mobile} characters`,
    mobileCharacters: 'Please enter a phone number using digits, spaces and +',
    messageMissing: 'Please tell us how we can help',
    messageTooLong: `Please keep your message under ${LIMITS.message} characters`,
    /** A service the form's list does not hold (both forms). */
    serviceUnknown: 'Please choose a service from the list',
  },
  /** "Book a visit": a service page's link (with the service chosen), the contact page's and the top bar's. */
  bookAVisit: 'Book a visit',
  /**
   * The same words in two parts: on a phone the top bar shows the first and screen readers read
   * both, so the link's name still holds what it shows. Together they must say `bookAVisit`.
   */
  bookAVisitParts: { shown: 'Book', rest: 'a visit' },
  /** The emergency page (/emergency) and the links to it. */
  emergency: {
    /** Its breadcrumb, and the phone bar's link to it. */
    label: 'Emergency',
    /** Names the public lines' list for screen readers. */
    publicLines: 'Public emergency numbers',
    /** The response time from settings (emergencyResponseMinutes): "90 minutes", "2 hours". */
    within: (minutes: number) =>
      minutes % 60 === 0
        ? `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`
        : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  },
  /** Said when a lead form's request could not leave (no connection): the browser keeps it and sends it later. */
  offlineQueue: {
    saved:
      'Saved — it will be sent when you are back online. If you close this page, it is sent the next time you open it.',
    /** When the request was kept with its photos. */
    savedWithPhotos:
      'Saved with its photos — it will be sent when you are back online. If you close this page, it is sent the next time you open it.',
    /** Added to saved when the browser would not keep the photos (its storage full or turned off). */
    photosNotKept: 'This browser could not keep the photos: once you have your reference, send them to us on WhatsApp.',
  },
  /** The visit request form (/book), its answers and the mail to the visitor. */
  visitRequest: {
    title: 'Book a visit',
    description:
      'Ask for a technician to visit: choose a day and a time window, say how urgent it is, and we call you to confirm.',
    /** Above the form: a request, which the office confirms. */
    intro: 'Choose a day and a time window that suit you. This is a request: we call you to confirm the visit.',
    /** Under the intro: an emergency does not wait for a booking; the link leads to /emergency. */
    emergencyNote: 'An emergency happening now?',
    emergencyLink: 'Get help at once',
    service: 'Service',
    serviceNone: 'Not sure yet',
    serviceOther: 'Something else',
    property: 'Type of property',
    propertyNone: 'Choose one',
    propertyTypes: {
      apartment: 'Apartment',
      villa: 'Villa',
      office: 'Office',
      shop: 'Shop',
      building: 'Whole building',
      other: 'Other',
    },
    area: 'Area or community',
    /** Suggestions under the area field; the visitor may type any other. */
    areaSuggestions: [
      'Al Barsha',
      'Al Nahda',
      'Arabian Ranches',
      'Business Bay',
      'Deira',
      'Downtown Dubai',
      'Dubai Marina',
      'Jumeirah',
      'Jumeirah Lake Towers',
      'Jumeirah Village Circle',
      'Mirdif',
      'Palm Jumeirah',
    ],
    day: 'Preferred day',
    dayNone: 'Choose a day',
    window: 'Time window',
    windowNone: 'Choose a time',
    /** No day can be booked (the schedule has none open): the form still takes the request by phone. */
    noDays: 'No days are open for booking just now. Please call us.',
    urgency: 'How urgent is it?',
    urgencies: { scheduled: 'Scheduled', 'same-day': 'Same day', emergency: 'Emergency' },
    problem: 'What is wrong?',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail address (optional)',
    submit: 'Request the visit',
    sentHeading: 'Visit requested',
    errorHeading: 'Your request was not sent yet',
    /** The thank-you, with the day and window as the page writes them and the request's reference. */
    accepted: (reference: string, day: string, window: string) =>
      `Thank you. We have received your request for a visit on ${day}, ${window}; its reference is ${reference}. We will call you to confirm it.`,
    /** The .ics file's link, and the calendar entry it adds. */
    addToCalendar: 'Add to my calendar (requested, not yet confirmed)',
    calendarSummary: (service: string) => `Visit requested, not yet confirmed: ${service}`,
    calendarDescription: (reference: string) =>
      `Reference ${reference}. This time is requested, not yet confirmed: we will call you to confirm it.`,
    /** The chat that opens with the reference, when settings name a WhatsApp number. */
    whatsappReference: 'Send us the reference on WhatsApp',
    whatsappReferenceGreeting: (reference: string) => `Hello, about my visit request ${reference}.`,
    fieldErrors: {
      propertyMissing: 'Please choose the type of property',
      areaMissing: 'Please enter the area or community',
      areaTooLong: `Please keep the area under ${VISIT_REQUEST_LIMITS.area} characters`,
      dayMissing: 'Please choose a day',
      windowMissing: 'Please choose a time window',
      urgencyMissing: 'Please say how urgent it is',
      problemMissing: 'Please tell us what is wrong',
      problemTooLong: `Please keep the description under ${VISIT_REQUEST_LIMITS.problem} characters`,
      phoneMissing: 'Please enter a phone number, so that we can call you to confirm',
    },
    /** The confirmation mail to a visitor who gave an e-mail address. */
    confirmationMail: {
      subject: (reference: string) => `Your visit request ${reference}`,
      body: (facts: { name: string; reference: string; day: string; window: string; service: string }) =>
        [
          `Hello ${facts.name},`,
          '',
          `We have received your request for a visit (${facts.service}) on ${facts.day}, ${facts.window}.`,
          `Its reference is ${facts.reference}.`,
          '',
          'This time is requested, not yet confirmed: we will call you to confirm it.',
          '',
          'If you did not ask for this visit, you can ignore this e-mail.',
        ].join('\n'),
    },
    refusals: visitTimeRefusals,
    /** The photos field: up to MAX_PHOTOS, shrunk on the phone when JavaScript runs (src/server/visit-request/photos.ts). */
    photos: {
      label: `Photos of the problem (optional, up to ${MAX_PHOTOS})`,
      help: 'JPEG, PNG or WebP. A photo helps us quote before we visit.',
      preparing: 'Preparing photos…',
      tooMany: `Please choose at most ${MAX_PHOTOS} photos`,
      heic: (file: string) =>
        `${file} is an HEIC photo, which we cannot open. Please choose it again as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible), or send the request without it.`,
      notAPhoto: (file: string) =>
        `${file} is not a JPEG, PNG or WebP photo. Please choose another, or send the request without it.`,
      tooLarge: `Your photos are too large to send: together they may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Nothing was sent, and everything else you typed is kept below. Please choose fewer or smaller photos, or send the request without them.`,
    },
  },
  /**
   * A visit request after it is received: the office's page and the visitor's status page (both
   * reached by a private link, /visit/…), and the visitor's mail for each change.
   */
  visits: {
    officeTitle: (reference: string) => `Visit request ${reference}`,
    statusTitle: (reference: string) => `Your visit ${reference}`,
    reference: 'Reference',
    state: 'Where it stands',
    time: 'Day and time',
    /** Between the day and the window: "Tuesday, December 8, 08:00–10:00". */
    daySeparator: ', ',
    service: 'Service',
    area: 'Area',
    property: 'Property',
    urgency: 'Urgency',
    problem: 'Problem',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    emailNone: 'Not given',
    photosLabel: 'Photos',
    photos: (count: number) =>
      count === 1 ? '1 photo, also attached to the first mail' : `${count} photos, also attached to the first mail`,
    photoAlt: (number: number) => `Photo ${number} the visitor sent`,
    noteFromUs: 'Our note',
    states: {
      requested: 'Requested, not yet confirmed',
      confirmed: 'Confirmed',
      proposed: 'Another time proposed',
      declined: 'Declined',
      cancelled: 'Cancelled',
      done: 'Done',
    },
    /** What happens next, on the visitor's page, in each state. */
    next: {
      requested: 'We will confirm this time, or offer another, by e-mail or by phone.',
      confirmed: 'A technician comes in this window. If it no longer suits you, ask for another time or cancel below.',
      proposed:
        'We cannot come at the time you asked for and offer this one instead. Accept it, or ask us to call you.',
      declined: 'We cannot make this visit. Call us or write to us on WhatsApp and we will help you another way.',
      cancelled: 'This visit is cancelled. You can book another at any time.',
      done: 'The visit is done. Thank you for choosing us.',
    },
    contactLine: 'Questions? Call us or write on WhatsApp:',
    /** The buttons and the fields that go with them. */
    actions: {
      confirm: 'Confirm this time',
      propose: 'Propose another time',
      decline: 'Decline',
      done: 'Mark as done',
      accept: 'Accept this time',
      cancel: 'Cancel the visit',
      call: 'Ask for another time',
    },
    note: 'Note to the visitor (optional)',
    noteHelp: 'For example the technician’s name, or what to prepare.',
    callNote: 'Which days or times suit you? (optional)',
    slot: 'New day and time',
    noSlots: 'The schedule has no open window to offer: call the visitor.',
    reason: 'Reason',
    reasons: {
      area: 'We do not work in this area',
      service: 'We do not offer this service',
      full: 'No technician is free then',
      other: 'Another reason',
    },
    noteTooLong: 'Please keep the note under 500 characters.',
    slotMissing: 'Please choose a day and time from the list.',
    /** After a press. */
    outcomes: {
      made: (state: string) => `Saved. The request is now: ${state}.`,
      mailed: 'The visitor has been sent an e-mail.',
      repeat: 'This was already done: nothing more was saved or sent.',
      stale: (who: string, what: string, at: string) =>
        `This no longer applies: ${who} chose “${what}” at ${at}. The page shows where the request stands now.`,
      notAllowed: (state: string) => `This cannot be done now: the request is ${state}.`,
      callAsked: 'Thank you: we will call you to find another time.',
    },
    actors: { office: 'the office', visitor: 'the visitor' },
    history: 'History',
    received: 'Request received',
    /** The office's WhatsApp link, for a visitor without e-mail: the same words and the status link. */
    whatsappVisitor: 'Send this to the visitor on WhatsApp',
    /** The short page of a link that opens nothing: wrong, tampered or expired, all alike. */
    noLink: {
      title: 'This link does not open a visit',
      text: 'The link may be incomplete or too old. Please call us and we will help you.',
      tooMany: 'Too many links were tried from this connection. Please wait a minute, or call us.',
    },
    /** The visitor's mail for each change, and the line that leads to the status page. */
    statusLine: (link: string) => `See where your visit stands, cancel it or ask for another time: ${link}`,
    mails: {
      confirmed: {
        subject: (reference: string) => `Your visit ${reference} is confirmed`,
        text: (facts: { name: string; day: string; window: string; service: string }) =>
          `Hello ${facts.name},\n\nYour visit (${facts.service}) is confirmed for ${facts.day}, ${facts.window}. A technician will come in this window. The calendar file attached updates the entry you may already have.`,
      },
      proposed: {
        subject: (reference: string) => `Another time for your visit ${reference}`,
        text: (facts: { name: string; day: string; window: string; service: string }) =>
          `Hello ${facts.name},\n\nWe cannot come at the time you asked for. We can come on ${facts.day}, ${facts.window} instead (${facts.service}). Accept it in one tap, or ask us to call you, on your visit's page below.`,
      },
      declined: {
        subject: (reference: string) => `We cannot make your visit ${reference}`,
        text: (facts: { name: string; reason: string }) =>
          `Hello ${facts.name},\n\nWe are sorry: we cannot make this visit (${facts.reason}). Call us or write to us on WhatsApp and we will help you another way.`,
      },
      cancelled: {
        subject: (reference: string) => `Your visit ${reference} is cancelled`,
        text: (facts: { name: string; day: string; window: string }) =>
          `Hello ${facts.name},\n\nYour visit on ${facts.day}, ${facts.window} is cancelled, as you asked. You can book another at any time.`,
      },
      /** The office's note, quoted under the mail's words. */
      note: (note: string) => `Our note: ${note}`,
      contact: (phone: string) => `Our phone: ${phone}`,
      /** A chat with the office, when settings name a WhatsApp number. */
      whatsapp: (link: string) => `WhatsApp: ${link}`,
    },
    calendarConfirmed: (service: string) => `Visit confirmed: ${service}`,
    calendarCancelled: (service: string) => `Visit cancelled: ${service}`,
  },
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X',
    youtube: 'YouTube',
  },
  /** The main menu, in order; each label goes with the path in `navigationPaths` (./index.ts). */
  navigation: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    blogs: 'Blogs',
    contact: 'Contact',
  },
};

/** The shape every language's strings have: the English keys, any text. */
export type UiStrings = typeof en;
