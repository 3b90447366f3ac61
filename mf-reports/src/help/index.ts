export { HelpPage as default } from './help-page';
