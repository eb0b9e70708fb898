/**
 * Front-end runtime of overlay panels: enqueued only on pages that print an overlay. No React, no
 * WordPress packages, no jQuery (budget: 4 KB gzipped JS, 2 KB gzipped CSS).
 */
import '../overlays/runtime/style.scss';
import { init } from '../overlays/runtime';

init();
