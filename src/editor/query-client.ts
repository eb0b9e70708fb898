/**
 * The one QueryClient of the editor bundle: every root of ours in the editor (sidebar, dashboards,
 * inspector controls, toolbar items) shares its cache.
 */

/**
 * Internal dependencies
 */
import { createQueryClient } from '../shared/query';

export const editorQueryClient = createQueryClient();
