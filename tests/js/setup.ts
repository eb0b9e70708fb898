import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The suite shares two cores with the PHP and e2e stages (see testTimeout in jest.config.js): findBy…
// and waitFor wait up to 5 s for what a quiet machine shows in milliseconds, instead of giving up at 1 s.
// The queries leave out @wordpress/a11y's live regions: speak() repeats a notice's text there for screen
// readers a moment after it is shown, and a findByText that ran after it would find the text twice.
configure( {
	asyncUtilTimeout: 5000,
	defaultIgnore: 'script, style, .a11y-speak-region',
} );

// jsdom does not implement scrolling; the components' motion (snackbars, modals) calls it.
window.scrollTo = () => {};

// jsdom lacks TextEncoder/TextDecoder; @wordpress/core-data (its sync package) needs them when loaded.
import { TextDecoder, TextEncoder } from 'util';
Object.assign( globalThis, { TextEncoder, TextDecoder } );
