/**
 * The overlay journey (src/overlays/journey): the visitor history's overlay events, frequency caps and the
 * triggers the runtime does not watch. Enqueued by includes/Overlays/Journey.php on pages that need it,
 * as a classic footer script, so that it listens before the deferred overlay runtime runs.
 */
import { start } from '../overlays/journey';

start();
