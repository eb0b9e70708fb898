import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the components' motion (snackbars, modals) calls it.
window.scrollTo = () => {};

// jsdom lacks TextEncoder/TextDecoder; @wordpress/core-data (its sync package) needs them when loaded.
import { TextDecoder, TextEncoder } from 'util';
Object.assign( globalThis, { TextEncoder, TextDecoder } );
