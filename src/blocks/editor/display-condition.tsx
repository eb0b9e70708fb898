/**
 * The block "Display Condition" control (Inspector, Advanced), its toolbar indicator and the canvas
 * class of a block with a condition. The components take what they need from the editor shell as
 * props (see index.tsx), so they are tested on their own.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Notice,
	ToggleControl,
	ToolbarButton,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ConditionSelect,
	conditionLabel,
	conditionSelectActions,
} from '../../pickers/components/condition-select';
import type { OpenConditions } from '../../pickers/components/condition-select';
import { useConditionChoice } from '../../pickers/conditions';
import type { BlockAttributes } from '../attributes.generated';

/** The block attributes of a display condition (src/blocks/attributes.json). */
export const CONDITION_ATTRIBUTE =
	'gbBlockCondition' satisfies keyof BlockAttributes;
export const INVERT_ATTRIBUTE =
	'gbBlockConditionInvert' satisfies keyof BlockAttributes;

/** The canvas class of a block with a condition. */
export const HAS_CONDITION_CLASS = 'gblocks-pro-has-condition';

/** Beside HAS_CONDITION_CLASS on a block that inverts its condition: the badge looks different. */
export const INVERTED_CONDITION_CLASS = 'gblocks-pro-has-condition--inverted';

/**
 * The block's condition id, '' for none.
 *
 * @param attributes The block's attributes.
 */
export function blockCondition(
	attributes: Record< string, unknown >
): string {
	const value = attributes[ CONDITION_ATTRIBUTE ];
	if ( typeof value === 'number' && value > 0 ) {
		return String( value );
	}
	return typeof value === 'string' ? value : '';
}

/**
 * The canvas class names of a block: HAS_CONDITION_CLASS when it has a condition, and
 * INVERTED_CONDITION_CLASS too when it inverts it.
 *
 * @param block            The block.
 * @param block.attributes Its attributes.
 */
export function conditionClassName( block: {
	attributes: Record< string, unknown >;
} ): string | undefined {
	if ( ! blockCondition( block.attributes ) ) {
		return undefined;
	}
	return block.attributes[ INVERT_ATTRIBUTE ] === true
		? `${ HAS_CONDITION_CLASS } ${ INVERTED_CONDITION_CLASS }`
		: HAS_CONDITION_CLASS;
}

/**
 * What the canvas badge says to screen readers (the block's aria-description).
 *
 * @param block            The block.
 * @param block.attributes Its attributes.
 */
export function conditionDescription( block: {
	attributes: Record< string, unknown >;
} ): string | undefined {
	if ( ! blockCondition( block.attributes ) ) {
		return undefined;
	}
	return block.attributes[ INVERT_ATTRIBUTE ] === true
		? __(
				'Has an inverted display condition: shown when the condition does not match.',
				'gblocks-pro'
			)
		: __(
				'Has a display condition: shown when the condition matches.',
				'gblocks-pro'
			);
}

/**
 * The attribute changes of choosing a condition ('' removes both attributes).
 *
 * @param id The chosen condition id, '' for none.
 */
export function conditionChange( id: string ): Record< string, unknown > {
	return id
		? { [ CONDITION_ATTRIBUTE ]: id }
		: {
				[ CONDITION_ATTRIBUTE ]: undefined,
				[ INVERT_ATTRIBUTE ]: undefined,
			};
}

/** What the block controls need from the editor shell. */
export interface ConditionEditorActions {
	/** The user manages conditions (edit and + buttons). */
	canManage: boolean;
	/** Opens the conditions dashboard. */
	openConditions: OpenConditions;
}

/** What the editor data says about page caches (window.gblocksPro.editor.pageCache). */
export interface PageCacheState {
	/** The site has a page cache (WP_CACHE). */
	present: boolean;
	/** "Page cache compatibility" is on. */
	compatible: boolean;
	/** The Settings screen, '' for users who may not change settings. */
	settingsUrl: string;
}

/** No page cache: the hint never shows. */
export const NO_PAGE_CACHE: PageCacheState = {
	present: false,
	compatible: false,
	settingsUrl: '',
};

/**
 * The editor data's pageCache in its one shape (anything else means no page cache).
 *
 * @param raw What PHP printed.
 */
export function pageCacheState( raw: unknown ): PageCacheState {
	if ( typeof raw !== 'object' || raw === null ) {
		return NO_PAGE_CACHE;
	}
	const data = raw as Record< string, unknown >;
	return {
		present: data.present === true,
		compatible: data.compatible === true,
		settingsUrl:
			typeof data.settingsUrl === 'string' ? data.settingsUrl : '',
	};
}

export interface DisplayConditionControlProps extends ConditionEditorActions {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
	/** The site's page cache and the compatibility setting; none when absent. */
	pageCache?: PageCacheState;
	/**
	 * Opens the "Why?" dialog for the block's condition (users who manage conditions; absent: no
	 * button).
	 *
	 * @param condition        The block's condition.
	 * @param condition.id     Its id.
	 * @param condition.invert Whether the block inverts it.
	 */
	onWhy?: ( condition: { id: string; invert: boolean } ) => void;
}

/**
 * The hint of a condition that depends on the visitor on a site with a page cache while "Page cache
 * compatibility" is off: a cached page would show one visitor's result to the next. It links to
 * Settings for users who may change the setting.
 *
 * @param props             Props.
 * @param props.conditionId The block's condition id ('' for none).
 * @param props.pageCache   The page cache state.
 */
export function PageCacheHint( {
	conditionId,
	pageCache,
}: {
	conditionId: string;
	pageCache: PageCacheState;
} ) {
	const choice = useConditionChoice(
		pageCache.present && ! pageCache.compatible ? conditionId : ''
	);
	if (
		! pageCache.present ||
		pageCache.compatible ||
		choice.condition?.dependsOnVisitor !== true
	) {
		return null;
	}
	return (
		<Notice
			className="gblocks-pro-display-condition__cache-hint"
			status="warning"
			isDismissible={ false }
			// It shows under the select whenever the block is selected: not announced each time.
			spokenMessage={ null }
		>
			<p>
				{ __(
					'This condition depends on the visitor (device, cookie, referrer, query parameter or date), and this site has a page cache: a cached page can show one visitor’s result to the next.',
					'gblocks-pro'
				) }
			</p>
			<p>
				{ pageCache.settingsUrl ? (
					<ExternalLink href={ pageCache.settingsUrl }>
						{ __(
							'Turn on Page cache compatibility in Settings',
							'gblocks-pro'
						) }
					</ExternalLink>
				) : (
					__(
						'An administrator can turn on Page cache compatibility in Settings.',
						'gblocks-pro'
					)
				) }
			</p>
		</Notice>
	);
}

/**
 * "Display Condition" (ConditionSelect), and when a condition is set, the page cache hint
 * (PageCacheHint) and "Invert condition".
 *
 * @param props                Props.
 * @param props.attributes     The block's attributes.
 * @param props.setAttributes  Sets the block's attributes.
 * @param props.canManage      The user manages conditions.
 * @param props.openConditions Opens the conditions dashboard.
 * @param props.pageCache      The page cache state (the hint of a condition that depends on the visitor).
 * @param props.onWhy          Opens the "Why?" dialog.
 */
export function DisplayConditionControl( {
	attributes,
	setAttributes,
	canManage,
	openConditions,
	pageCache = NO_PAGE_CACHE,
	onWhy,
}: DisplayConditionControlProps ) {
	const value = blockCondition( attributes );
	const choose = ( id: string ) => setAttributes( conditionChange( id ) );
	return (
		<div className="gblocks-pro-display-condition">
			<ConditionSelect
				label={ __( 'Display Condition', 'gblocks-pro' ) }
				value={ value }
				onChange={ choose }
				{ ...conditionSelectActions(
					canManage ? openConditions : undefined,
					choose
				) }
			/>
			{ value !== '' && onWhy && (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					className="gblocks-pro-display-condition__why"
					onClick={ () =>
						onWhy( {
							id: value,
							invert: attributes[ INVERT_ATTRIBUTE ] === true,
						} )
					}
					aria-label={ __(
						'Why is this block shown or hidden?',
						'gblocks-pro'
					) }
				>
					{ __( 'Why?', 'gblocks-pro' ) }
				</Button>
			) }
			{ value !== '' && (
				<PageCacheHint conditionId={ value } pageCache={ pageCache } />
			) }
			{ value !== '' && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Invert condition', 'gblocks-pro' ) }
					help={ __(
						'Hide the block when the condition is true instead of false.',
						'gblocks-pro'
					) }
					checked={ attributes[ INVERT_ATTRIBUTE ] === true }
					onChange={ ( checked ) =>
						setAttributes( {
							[ INVERT_ATTRIBUTE ]: checked ? true : undefined,
						} )
					}
				/>
			) }
		</div>
	);
}

/**
 * The toolbar indicator's label: 'Display condition: {title}', 'NOT: ' before the title when inverted,
 * 'Condition not found' for a missing condition.
 *
 * @param attributes The block's attributes.
 */
export function useIndicatorLabel(
	attributes: Record< string, unknown >
): string {
	const value = blockCondition( attributes );
	const choice = useConditionChoice( value );
	let title: string;
	if ( choice.condition ) {
		title = conditionLabel( choice.condition );
	} else if ( choice.notFound ) {
		title = __( 'Condition not found', 'gblocks-pro' );
	} else {
		title = sprintf(
			/* translators: %s: condition id. */
			__( 'ID: %s', 'gblocks-pro' ),
			value
		);
	}
	if ( attributes[ INVERT_ATTRIBUTE ] === true && ! choice.notFound ) {
		title = sprintf(
			/* translators: %s: condition title. */
			__( 'NOT: %s', 'gblocks-pro' ),
			title
		);
	}
	return sprintf(
		/* translators: %s: condition title. */
		__( 'Display condition: %s', 'gblocks-pro' ),
		title
	);
}

/**
 * The block toolbar's indicator of a block with a condition: an icon button whose label (and
 * tooltip) names the condition. It changes nothing; a click calls `onClick` (the shell opens the
 * block's settings).
 *
 * @param props            Props.
 * @param props.attributes The block's attributes.
 * @param props.onClick    What a click does.
 */
export function DisplayConditionIndicator( {
	attributes,
	onClick,
}: {
	attributes: Record< string, unknown >;
	onClick?: () => void;
} ) {
	const label = useIndicatorLabel( attributes );
	return (
		<ToolbarButton
			className="gblocks-pro-display-condition-indicator"
			icon={
				attributes[ INVERT_ATTRIBUTE ] === true
					? 'hidden'
					: 'visibility'
			}
			label={ label }
			onClick={ () => onClick?.() }
		/>
	);
}
