import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the components' motion (snackbars, modals) calls it.
window.scrollTo = () => {};
