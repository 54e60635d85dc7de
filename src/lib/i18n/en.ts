/**
 * Every string the interface prints in English (as opposed to content). ./ar.ts has the same keys
 * in Arabic; components get the right one from `i18n(Astro.currentLocale)` in ./index.ts.
 */
import { LIMITS } from '../../shared/contact-fields.ts';
import type { BookingRefusal, Schedule } from '../../shared/schedule.ts';

/** The schedule's facts a refusal may state: how far ahead one may book, and the same-day cut-off. */
export type RefusalFacts = Pick<Schedule, 'daysAhead' | 'sameDayCutoff'>;

/** Why the server refuses the day and window a visitor chose (src/shared/schedule.ts, checkBooking). */
const bookingRefusals: Record<BookingRefusal, (facts: RefusalFacts) => string> = {
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
  },
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
  /** The visit request form. */
  booking: {
    refusals: bookingRefusals,
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

/** A text for each plural category a language uses (Intl.PluralRules); `other` always. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The shape every language's strings have: the English keys, any text. */
export type UiStrings = typeof en;
