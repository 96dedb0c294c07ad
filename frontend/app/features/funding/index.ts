export { PrayasStartups } from './components/prayas-startups';
export { FUNDED_SLIDE_CLASS, SchemeCard } from './components/scheme-card';
export {
  AboutSection,
  CheckList,
  ContactSection,
  FaqSection,
  FeatureGrid,
  FiguresSection,
  GroupsSection,
  ListSection,
  PeopleGrid,
  SchemeHeroBand,
  StepsSection,
  UsesSection,
} from './components/scheme-sections';
