/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import { openByDefault } from '../use-open-by-default';

/**
 * The Overlay Settings panel is open the first time (issue 13.3): WordPress keeps plugin panels closed
 * until the user opens them, in the preference core/openPanels that its editor reads.
 */
describe( 'openByDefault', () => {
	const PANEL = 'gblocks-pro-overlay-settings/gblocks-pro-overlay-settings';

	function setUp() {
		const registry = createRegistry();
		registry.register( preferencesStore );
		registry
			.dispatch( preferencesStore )
			.set( 'core', 'openPanels', [ 'post-status' ] );
		const openPanels = () =>
			registry.select( preferencesStore ).get( 'core', 'openPanels' );
		return { registry, openPanels };
	}

	it( 'opens the panel the first time, keeping the panels already open', () => {
		const { registry, openPanels } = setUp();
		openByDefault( registry, PANEL );
		expect( openPanels() ).toEqual( [ 'post-status', PANEL ] );
	} );

	it( 'leaves a panel the user closed afterwards closed', () => {
		const { registry, openPanels } = setUp();
		openByDefault( registry, PANEL );
		// The user closes it (what toggleEditorPanelOpened() writes).
		registry
			.dispatch( preferencesStore )
			.set( 'core', 'openPanels', [ 'post-status' ] );
		openByDefault( registry, PANEL );
		expect( openPanels() ).toEqual( [ 'post-status' ] );
	} );

	it( 'does not add a panel twice', () => {
		const { registry, openPanels } = setUp();
		registry
			.dispatch( preferencesStore )
			.set( 'core', 'openPanels', [ PANEL ] );
		openByDefault( registry, PANEL );
		expect( openPanels() ).toEqual( [ PANEL ] );
	} );
} );
