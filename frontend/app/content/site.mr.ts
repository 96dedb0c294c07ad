import { CENTRE_PROFILE } from '@centre/contracts';
import type { Edition } from '../lib/i18n';
import type * as english from './site';

/** Marathi edition of ./site: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  site: {
    name: CENTRE_PROFILE.marathi.name,
    shortName: 'SIC',
    university: CENTRE_PROFILE.marathi.university,
    tagline: 'तुमचा स्टार्टअप उभारण्याचे ठिकाण',
    description:
      'संगम इनोव्हेशन सेंटरमध्ये सुरुवातीच्या टप्प्यातील स्टार्टअप्ससाठी कार्यक्षेत्र, मार्गदर्शन, प्रयोगशाळा आणि निधी: संशोधन, नवोपक्रम, इन्क्युबेशन, डिझाइन आणि प्रयोगशाळा.',
    address: CENTRE_PROFILE.marathi.address,
  },
  mainNav: [
    { label: 'आमच्याविषयी' },
    { label: 'स्टार्टअप्स' },
    { label: 'संशोधन' },
    { label: 'नवोपक्रम' },
    { label: 'इन्क्युबेशन' },
    { label: 'डिझाइन' },
    { label: 'प्रयोगशाळा' },
  ],
  programsNav: {
    label: 'कार्यक्रम',
    heading: { label: 'निधी कार्यक्रम' },
    links: [
      { label: 'NIDHI SSS' },
      { label: 'NIDHI EIR' },
      { label: 'NIDHI Prayas' },
      { label: 'MSINS' },
      { label: 'SISFS' },
    ],
  },
  labsNav: {
    label: 'प्रयोगशाळा',
    heading: { label: 'सर्व प्रयोगशाळा' },
    links: [
      { label: 'फॅब्रिकेशन लॅब' },
      { label: 'मीडिया लॅब' },
      { label: 'AI/ML लॅब' },
      { label: 'AR/VR लॅब' },
      { label: 'बायो लॅब' },
    ],
  },
  secondaryNav: [{ label: 'संशोधन' }, { label: 'नवोपक्रम' }, { label: 'डिझाइन' }],
  bookingLink: { label: 'सुविधा बुकिंग' },
  footerColumns: [
    {
      label: 'SIC',
      links: [
        { label: 'संशोधन' },
        { label: 'नवोपक्रम' },
        { label: 'इन्क्युबेशन' },
        { label: 'डिझाइन' },
        { label: 'डिझाइन स्टुडिओ' },
        { label: 'प्रयोगशाळा' },
        { label: 'प्रयोगशाळेची उपलब्धता' },
        { label: 'प्रशिक्षण कार्यक्रम' },
        { label: 'समुदाय' },
        { label: 'निधीच्या संधी' },
        { label: 'नवोपक्रम महोत्सव' },
        { label: 'वृत्तपत्र' },
      ],
    },
    { label: 'कर्मचारी', links: [{ label: 'कर्मचारी पोर्टल लॉगिन' }] },
    {
      label: 'स्टार्टअप्स',
      links: [
        { label: 'चौकशी आणि परवानग्या' },
        { label: 'भेटीची वेळ ठरवा' },
        { label: 'इन्क्युबेशनसाठी अर्ज करा' },
      ],
    },
    {
      label: 'परिसर',
      links: [
        { label: 'नकाशावर आमची कार्यालये' },
        { label: CENTRE_PROFILE.marathi.university },
        { label: 'क्रीडा अकादमी' },
        { label: 'माजी विद्यार्थी पोर्टल' },
      ],
    },
  ],
  shell: {
    brand: { first: 'संगम', second: 'इनोव्हेशन सेंटर' },
    homeLink: 'मुखपृष्ठ',
    skipToContent: 'मुख्य मजकुराकडे जा',
    mainNavLabel: 'मुख्य',
    secondaryNavLabel: 'दुय्यम',
    mobileNavLabel: 'मोबाइल',
    applyForIncubation: 'इन्क्युबेशनसाठी अर्ज करा',
    openMenu: 'मेनू उघडा',
    closeMenu: 'मेनू बंद करा',
    siteMenu: 'साइट मेनू',
    footerBlurb: (tagline: string, university: string): string =>
      `${tagline}. ${university} येथे सुरुवातीच्या टप्प्यातील संस्थापकांसाठी कार्यक्षेत्र, मार्गदर्शक, प्रयोगशाळा आणि निधी.`,
    footerNavLabel: (column: string): string => `तळटीप: ${column}`,
    opensInNewTab: '(नवीन टॅबमध्ये उघडते)',
    copyright: (year: string, centre: string, university: string): string =>
      `© ${year} ${centre}, ${university}. सर्व हक्क राखीव.`,
    languageSwitch: (current: string, other: string): string => `भाषा: ${current}. ${other} निवडा`,
    languageNames: { en: 'English', mr: 'मराठी' },
    languageNamesInText: { en: 'इंग्रजी', mr: 'मराठी' },
  },
  notFound: {
    metaTitle: 'पृष्ठ सापडले नाही',
    metaDescription: 'तुम्ही शोधत असलेले पृष्ठ सापडले नाही.',
    heading: 'पृष्ठ सापडले नाही',
    body: 'तुम्ही शोधत असलेले पृष्ठ काढून टाकले गेले असेल, त्याचे नाव बदलले असेल किंवा ते सध्या उपलब्ध नसेल.',
    home: 'मुखपृष्ठावर परत जा',
    help: 'मदत हवी आहे? आमच्या सहाय्य पथकाशी येथे संपर्क साधा:',
  },
  errorScreen: {
    heading: 'काहीतरी चुकले',
    body: 'हे पृष्ठ सध्या दाखवता आले नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा किंवा मुखपृष्ठावर परत जा.',
    home: 'मुखपृष्ठावर परत जा',
  },
} satisfies Edition<typeof english>;
