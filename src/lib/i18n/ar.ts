/**
 * Arabic interface strings: the same keys and nesting as `en` in ./en.ts (the type makes sure of
 * it), every string in Arabic.
 */
import { VISIT_REQUEST_LIMITS, MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../shared/visit-request/fields.ts';
import { LIMITS } from '../../shared/contact/fields.ts';
import { arabicCount } from './arabic-count.ts';
import { VAT_PERCENT } from '../../shared/plans.ts';
import type { UiStrings } from './en.ts';
import type { DurationUnit } from '../../shared/project-duration.ts';

/** A project's duration: days, weeks or months, in the form each count takes. */
const ARABIC_DURATION_UNITS = {
  day: { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' },
  week: { one: 'أسبوع واحد', two: 'أسبوعان', few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
  month: { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهرًا', other: 'شهر' },
} satisfies Record<DurationUnit, Parameters<typeof arabicCount>[1]>;

const arabicSeconds = (seconds: number) =>
  arabicCount(seconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' });

const arabicBedrooms = (count: number) =>
  arabicCount(count, { one: 'غرفة نوم واحدة', two: 'غرفتا نوم', few: 'غرف نوم', many: 'غرفة نوم', other: 'غرفة نوم' });

const arabicTypes = { apartment: 'شقة', villa: 'فيلا' };

const arabicDays = (days: number) =>
  arabicCount(days, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' });

const arabicMinutes = (minutes: number) =>
  arabicCount(minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' });

const arabicHours = (hours: number) =>
  arabicCount(hours, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' });

const arabicCharacters = (count: number) =>
  arabicCount(count, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });

export const ar: UiStrings = {
  skipToContent: 'انتقل إلى المحتوى',
  mainNavigation: 'القائمة الرئيسية',
  menu: 'القائمة',
  home: 'الرئيسية',
  loading: 'جارٍ التحميل',
  callUs: 'اتصل بنا',
  callNow: 'اتصل بنا الآن',
  mobile: 'الهاتف المتحرك',
  emailUs: 'راسلنا',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  address: 'العنوان',
  followUs: 'تابعنا',
  copyright: 'جميع الحقوق محفوظة.',
  privacyNotice: 'إشعار الخصوصية',
  /** Under the contact form, linking to /ar/privacy. */
  privacyUnderForm: 'كيف نستخدم البيانات التي ترسلها إلينا وكم نحتفظ بها',
  developedBy: 'تصميم وتطوير',
  readMore: 'اقرأ المزيد',
  readLess: 'عرض أقل',
  pauseSlides: 'إيقاف العرض مؤقتًا',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  slideshow: 'أبرز ما نقدمه',
  slideOf: (index: number, total: number) => `الشريحة ${index} من ${total}`,
  whoWeAre: 'من نحن',
  aboutHeading: 'من نحن',
  ourServices: 'خدماتنا',
  getAQuote: 'اطلب عرض سعر',
  quoteFor: (service: string) => `اطلب عرض سعر لخدمة ${service}`,
  whatsapp: 'واتساب',
  chatOnWhatsApp: 'راسلنا على واتساب',
  whatsappGreeting: 'مرحبًا، أودّ الحصول على عرض سعر.',
  whatsappServiceGreeting: (service: string) => `مرحبًا، أودّ الحصول على عرض سعر لخدمة ${service}.`,
  contactDetails: 'بيانات التواصل',
  aboutCallToAction: 'هل أنت مستعد للحديث عن مبناك؟',
  learnMore: 'اعرف المزيد',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
  backHome: 'العودة إلى الصفحة الرئيسية',
  offlineTitle: 'أنت غير متصل بالإنترنت',
  offlineText:
    'لم تُحفظ هذه الصفحة على هاتفك بعد، ولا يوجد اتصال بالإنترنت حاليًا. أما الصفحات التي فتحتها من قبل فما زالت متاحة.',
  offlineCall: 'في الحالات الطارئة، اتصل بنا على',
  seeServices: 'تصفّح خدماتنا',
  breadcrumb: 'مسار التنقل',
  services: 'الخدمات',
  servicesHeading: 'ماذا نقدم',
  readMoreButton: 'اقرأ المزيد',
  scrollToDetails: 'انتقل إلى التفاصيل',
  aboutThisService: 'نبذة عن الخدمة',
  priceGuide: {
    heading: 'الأسعار',
    warrantyHeading: 'الضمان',
    caption: 'الأسعار الابتدائية بالدرهم الإماراتي، شاملةً ضريبة القيمة المضافة 5%',
    job: 'العمل',
    price: 'السعر',
    from: (amount: string) => `ابتداءً من ${amount}`,
    callOut: 'رسوم الزيارة أو المعاينة',
    deducted: 'تُخصم من الفاتورة إذا نُفّذ العمل',
    notDeducted: 'تُدفع سواء نُفّذ العمل أم لا',
    hourly: 'كل ساعة بعد الساعة الأولى',
    outOfHours: 'زيارة خارج ساعات العمل، إضافةً إلى السعر',
    reviewed: 'آخر مراجعة للأسعار في',
    warranty: 'ضمان جودة العمل:',
    howToClaim: 'طريقة المطالبة بالضمان',
  },
  fromPrice: (amount: string) => `ابتداءً من ${amount}`,
  serviceCallToAction: 'إن كانت لديك الفكرة، فلدينا القدرة على تنفيذها',
  serviceCallToActionText: 'حدّثنا أكثر عن مشروعك',
  contactUs: 'تواصل معنا',
  blog: 'المدونة',
  latestBlogs: 'أحدث المقالات',
  pager: {
    blogPages: 'صفحات المدونة',
    previous: 'السابق',
    next: 'التالي',
    page: (number: number) => `الصفحة ${number}`,
    titled: (title: string, number: number) => `${title} — الصفحة ${number}`,
  },
  publishedOn: 'نُشر في',
  playVideo: 'تشغيل الفيديو (يفتح موقع الفيديو)',
  askForAQuote: 'اطلب استشارة مجانية',
  askForAQuoteText: 'حدّثنا عن مبناك، وسنعاود الاتصال بك بخطة تناسبه.',
  rssTitle: 'المقالات',
  contactHeading: 'اتصل بنا',
  getAQuoteHeading: 'اطلب عرض سعر',
  contactUsHeading: 'تواصل معنا',
  mapTitle: 'خريطة توضح موقعنا في دبي',
  openInMaps: 'افتح الموقع في تطبيق الخرائط',
  credentials: {
    heading: 'التراخيص والاعتمادات',
    number: 'الرقم',
    validUntil: 'سارية حتى',
    checkWithIssuer: 'تحقّق لدى الجهة المُصدِرة',
    stripHeading: 'مرخّصون ومعتمدون',
    /** Between a credential's name and its issuer in the contact page's strip (Arabic has its own comma). */
    nameAndIssuer: '، ',
    stripLink: 'الأرقام وتواريخ الانتهاء وطريقة التحقق منها',
  },
  plans: {
    sizeChoice: 'الأسعار حسب منزلك',
    types: arabicTypes,
    bedrooms: (count) => (count === 0 ? 'استوديو' : arabicBedrooms(count)),
    size: (type, count) =>
      `${arabicTypes[type]} ${count === 0 ? 'استوديو' : count === 1 ? 'بغرفة نوم واحدة' : count === 2 ? 'بغرفتي نوم' : `من ${arabicBedrooms(count)}`}`,
    pricesFor: (size) => `أسعار ${size}`,
    price: (amount) => `${amount} درهم`,
    perYear: (vat) => `في السنة، ${vat}`,
    vat: {
      included: `شاملًا ضريبة القيمة المضافة ${VAT_PERCENT}%`,
      excluded: `تُضاف إليه ضريبة القيمة المضافة ${VAT_PERCENT}%`,
    },
    yearlyPrice: 'السعر السنوي',
    visits: 'الزيارات في السنة',
    systems: {
      ac: 'التكييف',
      electrical: 'الكهرباء',
      plumbing: 'السباكة',
      'water-tank': 'تنظيف خزان المياه',
      'pest-control': 'مكافحة الحشرات',
    },
    noVisits: 'لا يوجد',
    callOuts: 'زيارات الأعطال المشمولة',
    callOutCount: (count) =>
      count === 'unlimited'
        ? 'غير محدودة'
        : count === 0
          ? 'لا يوجد'
          : `${arabicCount(count, { one: 'زيارة واحدة', two: 'زيارتان', few: 'زيارات', many: 'زيارة', other: 'زيارة' })} في السنة`,
    callOutCovers: 'ما تشمله زيارة العطل',
    response: 'الاستجابة للطوارئ',
    responseWithin: (hours) =>
      `خلال ${arabicCount(hours, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' })}`,
    parts: 'قطع الغيار والمستهلكات',
    exclusions: 'غير مشمول',
    ask: 'اطلب هذه الخطة',
    planNamed: (name) => `الخطة ${name}`,
    calendarHeading: 'عام من الصيانة في دبي',
    calendarIntro: 'ما نصونه في كل شهر، بحسب مواسم دبي.',
    from: (price) => `ابتداءً من ${price} في السنة`,
    compare: 'قارن بين الخطط',
  },
  projects: {
    heading: 'المشاريع',
    pages: 'صفحات المشاريع',
    client: 'العميل',
    place: 'الموقع',
    placeOf: (community: string, emirate: string) => `${community}، ${emirate}`,
    facility: 'المنشأة',
    services: 'الخدمات',
    started: 'بدء العمل',
    duration: 'المدة',
    durations: {
      day: (count: number) => arabicCount(count, ARABIC_DURATION_UNITS.day),
      week: (count: number) => arabicCount(count, ARABIC_DURATION_UNITS.week),
      month: (count: number) => arabicCount(count, ARABIC_DURATION_UNITS.month),
    },
    scope: 'نطاق العمل',
    result: 'النتيجة',
    before: 'قبل',
    after: 'بعد',
    ofService: 'مشاريع نفذنا فيها هذه الخدمة',
    latest: 'أحدث مشاريعنا',
    all: 'كل المشاريع',
  },
  search: {
    title: 'بحث',
    label: 'ابحث في الخدمات والمقالات',
    placeholder: 'مثلًا: تنظيف خزانات المياه',
    submit: 'ابحث',
    results: {
      zero: 'لا نتائج عن «{q}»',
      one: 'نتيجة واحدة عن «{q}»',
      two: 'نتيجتان عن «{q}»',
      few: '{n} نتائج عن «{q}»',
      many: '{n} نتيجة عن «{q}»',
      other: '{n} نتيجة عن «{q}»',
    },
    noResults: 'لم نجد ما يطابق «{q}». جرّب كلمة أخرى، أو تصفّح خدماتنا، أو اسألنا مباشرة.',
    more: 'مزيد من النتائج',
    loading: 'جارٍ البحث…',
    unavailable: 'البحث غير متاح الآن. تجد أدناه الخدمات وأحدث المقالات.',
    service: 'خدمة',
    article: 'مقال',
    project: 'مشروع',
    everything: 'كل ما في الموقع',
    allArticles: 'جميع المقالات ({n})، الأحدث أولًا',
    articles: 'المقالات',
    browseServices: 'تصفّح جميع الخدمات',
    askUs: 'اسألنا عبر صفحة التواصل',
  },
  contactForm: {
    name: 'اسمك',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الهاتف المتحرك (اختياري)',
    message: 'كيف يمكننا مساعدتك؟',
    service: 'الخدمة (اختياري)',
    serviceNone: 'لم أحدد بعد',
    serviceOther: 'خدمة أخرى',
    serviceWarranty: 'مطالبة بالضمان',
    honeypot: 'اترك هذا الحقل فارغًا',
    submit: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    networkError:
      'تعذّر الوصول إلى الخادم، لذلك لم تُرسل رسالتك. تحقّق من اتصالك بالإنترنت ثم اضغط «إرسال الرسالة» مرة أخرى، فما كتبته ما زال هنا.',
    unexpectedError: 'حدث خطأ من جهتنا ولم تُرسل رسالتك. حاول مرة أخرى من فضلك، أو اتصل بنا مباشرة.',
    sentHeading: 'وصلتنا رسالتك، شكرًا لك',
    sendAnother: 'إرسال رسالة أخرى',
    errorHeading: 'لم تُرسل رسالتك بعد',
    tryAgain: 'حاول مرة أخرى',
    reachUsNow: 'أو تواصل معنا الآن:',
    // The verb first, so it stays singular; the noun takes the form the count asks for.
    summaryHeading: {
      one: 'يحتاج حقل واحد إلى مراجعة',
      two: 'يحتاج حقلان إلى مراجعة',
      few: 'يحتاج {n} حقول إلى مراجعة',
      many: 'يحتاج {n} حقلًا إلى مراجعة',
      other: 'يحتاج {n} حقل إلى مراجعة',
    },
  },
  contactAnswers: {
    accepted: (reference, replyTime) => `شكرًا لك، وصلتنا رسالتك ورقمها المرجعي ${reference}. سنرد عليك ${replyTime}.`,
    invalid: 'يُرجى مراجعة الحقول المحددة ثم إرسال النموذج مرة أخرى.',
    tooLarge: 'رسالتك أطول من أن تُرسل. يُرجى اختصارها ثم المحاولة مرة أخرى.',
    unsupported: 'يجب إرسال النموذج بصيغة نموذج ويب (application/x-www-form-urlencoded أو multipart/form-data).',
    rateLimited: (seconds) =>
      `لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى المحاولة مرة أخرى بعد ${arabicSeconds(seconds)}، أو الاتصال بنا.`,
    alreadyReceived: (reference) =>
      `وصلنا هذا الطلب من قبل، ورقمه المرجعي ${reference}. ما أرسلته هذه المرة يختلف عنه ولم يُحفظ. لتعديل الطلب، اتصل بنا واذكر رقمه المرجعي.`,
    unavailable:
      'عذرًا، لم تُرسل رسالتك: نظامنا لا يستطيع حفظ الرسائل في الوقت الحالي. ما كتبته ما زال في النموذج، فيمكنك نسخه أو إرساله مرة أخرى بعد دقائق. وإن كان الأمر عاجلًا فاتصل بنا، أو راسلنا عبر واتساب أو البريد الإلكتروني.',
  },
  contactFieldErrors: {
    nameMissing: 'يُرجى كتابة اسمك',
    nameTooLong: `يُرجى ألّا يزيد اسمك على ${arabicCharacters(LIMITS.name)}`,
    emailMissing: 'يُرجى كتابة بريدك الإلكتروني',
    emailTooLong: 'عنوان البريد الإلكتروني هذا طويل جدًا',
    emailInvalid: 'يُرجى كتابة بريد إلكتروني صحيح، مثل name@example.com',
    mobileTooLong: `يُرجى ألّا يزيد رقم الهاتف على ${arabicCharacters(LIMITS.mobile)}`,
    mobileCharacters: 'يُرجى كتابة رقم الهاتف بالأرقام والمسافات وعلامة + فقط',
    messageMissing: 'يُرجى إخبارنا كيف يمكننا مساعدتك',
    messageTooLong: `يُرجى ألّا تزيد رسالتك على ${arabicCharacters(LIMITS.message)}`,
    serviceUnknown: 'يُرجى اختيار خدمة من القائمة',
  },
  bookAVisit: 'احجز زيارة',
  bookAVisitParts: { shown: 'احجز', rest: 'زيارة' },
  emergency: {
    label: 'طوارئ',
    publicLines: 'أرقام الطوارئ العامة',
    within: (minutes) => (minutes % 60 === 0 ? arabicHours(minutes / 60) : arabicMinutes(minutes)),
  },
  offlineQueue: {
    saved: 'حُفظ طلبك، وسيُرسل عندما يعود اتصالك بالإنترنت. وإن أغلقت هذه الصفحة فسيُرسل عندما تفتحها في المرة القادمة.',
    savedWithPhotos:
      'حُفظ طلبك مع صوره، وسيُرسل عندما يعود اتصالك بالإنترنت. وإن أغلقت هذه الصفحة فسيُرسل عندما تفتحها في المرة القادمة.',
    photosNotKept: 'تعذّر على هذا المتصفح حفظ الصور: أرسلها إلينا عبر واتساب بعد أن يصلك الرقم المرجعي.',
  },
  visitRequest: {
    title: 'احجز زيارة',
    description: 'اطلب زيارة فني: اختر يومًا وفترة زمنية، وحدد مدى الاستعجال، وسنتصل بك لتأكيد الموعد.',
    intro: 'اختر اليوم والفترة الزمنية المناسبين لك. هذا طلب زيارة، وسنتصل بك لتأكيد الموعد.',
    emergencyNote: 'حالة طارئة تحدث الآن؟',
    emergencyLink: 'اطلب المساعدة فوراً',
    service: 'الخدمة',
    serviceNone: 'لم أحدد بعد',
    serviceOther: 'خدمة أخرى',
    property: 'نوع العقار',
    propertyNone: 'اختر نوع العقار',
    propertyTypes: {
      apartment: 'شقة',
      villa: 'فيلا',
      office: 'مكتب',
      shop: 'محل تجاري',
      building: 'مبنى كامل',
      other: 'غير ذلك',
    },
    area: 'المنطقة أو المجمّع السكني',
    areaSuggestions: [
      'البرشاء',
      'النهدة',
      'المرابع العربية',
      'الخليج التجاري',
      'ديرة',
      'وسط مدينة دبي',
      'دبي مارينا',
      'جميرا',
      'أبراج بحيرات جميرا',
      'قرية جميرا الدائرية',
      'مردف',
      'نخلة جميرا',
    ],
    day: 'اليوم المفضّل',
    dayNone: 'اختر يومًا',
    window: 'الفترة الزمنية',
    windowNone: 'اختر وقتًا',
    noDays: 'لا توجد أيام متاحة للحجز حاليًا. يُرجى الاتصال بنا.',
    urgency: 'ما مدى الاستعجال؟',
    urgencies: { scheduled: 'موعد مجدول', 'same-day': 'في اليوم نفسه', emergency: 'حالة طارئة' },
    problem: 'ما المشكلة؟',
    name: 'اسمك',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني (اختياري)',
    submit: 'اطلب الزيارة',
    sentHeading: 'وصلنا طلب الزيارة',
    errorHeading: 'لم يُرسل طلبك بعد',
    accepted: (reference, day, window) =>
      `شكرًا لك، وصلنا طلبك لزيارة يوم ${day}، ${window}، ورقمه المرجعي ${reference}. سنتصل بك لتأكيد الموعد.`,
    addToCalendar: 'أضف الموعد إلى تقويمي (مطلوب، لم يُؤكَّد بعد)',
    calendarSummary: (service) => `زيارة مطلوبة، لم تُؤكَّد بعد: ${service}`,
    calendarDescription: (reference) => `الرقم المرجعي ${reference}. هذا الموعد مطلوب ولم يُؤكَّد بعد، وسنتصل بك لتأكيده.`,
    whatsappReference: 'أرسل إلينا الرقم المرجعي عبر واتساب',
    whatsappReferenceGreeting: (reference) => `مرحبًا، بخصوص طلب الزيارة رقم ${reference}.`,
    fieldErrors: {
      propertyMissing: 'يُرجى اختيار نوع العقار',
      areaMissing: 'يُرجى كتابة المنطقة أو المجمّع السكني',
      areaTooLong: `يُرجى ألّا يزيد اسم المنطقة على ${arabicCharacters(VISIT_REQUEST_LIMITS.area)}`,
      dayMissing: 'يُرجى اختيار يوم',
      windowMissing: 'يُرجى اختيار فترة زمنية',
      urgencyMissing: 'يُرجى تحديد مدى الاستعجال',
      problemMissing: 'يُرجى إخبارنا بالمشكلة',
      problemTooLong: `يُرجى ألّا يزيد الوصف على ${arabicCharacters(VISIT_REQUEST_LIMITS.problem)}`,
      phoneMissing: 'يُرجى كتابة رقم هاتفك لنتصل بك ونؤكد الموعد',
    },
    confirmationMail: {
      subject: (reference) => `طلب الزيارة رقم ${reference}`,
      body: ({ name, reference, day, window, service }) =>
        [
          `مرحبًا ${name}،`,
          '',
          `وصلنا طلبك لزيارة (${service}) يوم ${day}، ${window}.`,
          `رقمه المرجعي ${reference}.`,
          '',
          'هذا الموعد مطلوب ولم يُؤكَّد بعد، وسنتصل بك لتأكيده.',
          '',
          'إن لم تطلب هذه الزيارة، فتجاهل هذه الرسالة.',
        ].join('\n'),
    },
    refusals: {
      'not-a-day': () => 'يُرجى اختيار يوم من قائمة الأيام.',
      past: () => 'هذا اليوم قد مضى. يُرجى اختيار اليوم أو يوم لاحق.',
      'too-far': ({ daysAhead }) =>
        `نستقبل طلبات الزيارة حتى ${arabicDays(daysAhead)} مقدمًا. يُرجى اختيار يوم أقرب، أو الاتصال بنا لترتيب موعد أبعد.`,
      closed: () => 'لا نقوم بزيارات في هذا اليوم، فهو يوم عطلة أو عطلة رسمية. يُرجى اختيار يوم آخر.',
      'no-such-window': () => 'هذا الوقت ليس من فترات الزيارة المتاحة في ذلك اليوم. يُرجى اختيار فترة من القائمة.',
      'after-cut-off': ({ sameDayCutoff }) =>
        `يمكن طلب زيارة لليوم نفسه حتى الساعة ${sameDayCutoff}. يُرجى اختيار الغد أو يوم لاحق. وفي حالات الطوارئ اتصل بنا الآن.`,
      'window-passed': () => 'هذه الفترة الزمنية بدأت بالفعل. يُرجى اختيار فترة لاحقة أو يوم آخر.',
    },
    photos: {
      label: `صور المشكلة (اختيارية، حتى ${MAX_PHOTOS})`,
      help: 'صورة بصيغة (JPEG) أو (PNG) أو (WEBP). تساعدنا الصورة على تقدير التكلفة قبل الزيارة.',
      preparing: 'جارٍ تجهيز الصور…',
      tooMany: `يُرجى اختيار ${MAX_PHOTOS} صور على الأكثر`,
      heic: (file: string) =>
        `الصورة ${file} بصيغة (HEIC) ولا يمكننا فتحها. يُرجى اختيارها مرة أخرى بصيغة (JPEG)، وفي آيفون: الإعدادات، ثم الكاميرا، ثم التنسيقات، ثم «الأكثر توافقًا»؛ أو أرسل الطلب من دونها.`,
      notAPhoto: (file: string) =>
        `الملف ${file} ليس صورة بصيغة (JPEG) أو (PNG) أو (WEBP). يُرجى اختيار صورة أخرى، أو أرسل الطلب من دونها.`,
      tooLarge: `حجم الصور أكبر مما يمكن إرساله: يجب ألا يتجاوز مجموعها ${MAX_PHOTO_BYTES / 1024 / 1024} ميغابايت. لم يُرسل شيء، وكل ما كتبته محفوظ أدناه. يُرجى اختيار صور أقل أو أصغر، أو أرسل الطلب من دونها.`,
    },
  },
  social: {
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    linkedin: 'لينكدإن',
    x: 'إكس',
    youtube: 'يوتيوب',
  },
  navigation: {
    home: 'الرئيسية',
    about: 'من نحن',
    services: 'خدماتنا',
    blogs: 'المدونة',
    contact: 'اتصل بنا',
  },
};
