/**
 * The counting script of Insights (handle gblocks-pro-insights): enqueued in the footer, deferred, only
 * on pages that print the Insights page config. No dependencies (budget: 1 KB gzipped). The module
 * counts as it loads.
 */
import '../insights/runtime';
