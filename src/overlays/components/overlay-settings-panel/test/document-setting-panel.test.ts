/**
 * Internal dependencies
 */
import {
	documentSettingPanel,
	type WordPressGlobal,
} from '../document-setting-panel';

const EditorPanel = () => null;
const EditPostPanel = () => null;

const setWp = ( wp: WordPressGlobal | undefined ) => {
	( window as { wp?: WordPressGlobal } ).wp = wp;
};

describe( 'documentSettingPanel', () => {
	afterEach( () => setWp( undefined ) );

	it( 'takes wp.editor’s panel when WordPress has it (6.6 and later)', () => {
		expect(
			documentSettingPanel( {
				editor: { PluginDocumentSettingPanel: EditorPanel },
				editPost: { PluginDocumentSettingPanel: EditPostPanel },
			} )
		).toBe( EditorPanel );
	} );

	it( 'falls back to wp.editPost’s panel on WordPress 6.5', () => {
		expect(
			documentSettingPanel( {
				editor: {},
				editPost: { PluginDocumentSettingPanel: EditPostPanel },
			} )
		).toBe( EditPostPanel );
		expect(
			documentSettingPanel( {
				editPost: { PluginDocumentSettingPanel: EditPostPanel },
			} )
		).toBe( EditPostPanel );
	} );

	it( 'is null when neither package is loaded', () => {
		expect( documentSettingPanel( {} ) ).toBeNull();
		expect( documentSettingPanel( undefined ) ).toBeNull();
	} );

	it( 'reads the wp global by default, at call time', () => {
		expect( documentSettingPanel() ).toBeNull();
		setWp( { editPost: { PluginDocumentSettingPanel: EditPostPanel } } );
		expect( documentSettingPanel() ).toBe( EditPostPanel );
		setWp( {
			editor: { PluginDocumentSettingPanel: EditorPanel },
			editPost: { PluginDocumentSettingPanel: EditPostPanel },
		} );
		expect( documentSettingPanel() ).toBe( EditorPanel );
	} );
} );
