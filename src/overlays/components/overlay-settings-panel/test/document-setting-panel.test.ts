/**
 * Internal dependencies
 */
import {
	documentSettingPanel,
	type WordPressGlobal,
} from '../document-setting-panel';

const EditorPanel = () => null;

const setWp = ( wp: WordPressGlobal | undefined ) => {
	( window as { wp?: WordPressGlobal } ).wp = wp;
};

describe( 'documentSettingPanel', () => {
	afterEach( () => setWp( undefined ) );

	it( 'takes wp.editor’s panel', () => {
		expect(
			documentSettingPanel( {
				editor: { PluginDocumentSettingPanel: EditorPanel },
			} )
		).toBe( EditorPanel );
	} );

	it( 'is null when the editor package is not loaded', () => {
		expect( documentSettingPanel( {} ) ).toBeNull();
		expect( documentSettingPanel( { editor: {} } ) ).toBeNull();
		expect( documentSettingPanel( undefined ) ).toBeNull();
	} );

	it( 'reads the wp global by default, at call time', () => {
		expect( documentSettingPanel() ).toBeNull();
		setWp( { editor: { PluginDocumentSettingPanel: EditorPanel } } );
		expect( documentSettingPanel() ).toBe( EditorPanel );
	} );
} );
