export { NewsletterBlock } from './components/NewsletterBlock.tsx';
