import '@testing-library/jest-dom';

// jsdom does not scroll: the admin page's snackbars (their enter animation) ask for it.
window.scrollTo = () => {};
