/**
 * Internal dependencies
 */
import { OverlaysDashboard } from './overlays-dashboard';

/**
 * The Overlay Panels admin screen (page=generateblocks-overlay-panels).
 */
export function OverlaysApp() {
	return <OverlaysDashboard />;
}
