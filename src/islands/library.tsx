/** The tips and FAQ library's search and topics (src/islands/names.ts). */
export { LibraryBrowser as default } from '../components/sections/blog/LibraryBrowser';
