/**
 * "Test this condition": the simulator panel of the condition editor and of the block editor's
 * "Why?" dialog. Inputs describe a visit; the answer (Shown/Hidden, ✓/✗ and a reason per rule) is
 * fetched again, debounced, whenever the rules or the inputs change.
 */

/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	Notice,
	SelectControl,
	Spinner,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useId, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { decodeEntities } from '../../../shared/api';
import { Combobox } from '../../../shared/components/combobox';
import { PostPicker } from '../../../pickers/meta';
import { useObjectSearch, useObjectTitles } from '../../../pickers/objects';
import { useConditionTypes } from '../../hooks/use-conditions';
import { DEFAULT_INPUTS, toContext } from './lib';
import type {
	SimulatedRule,
	SimulationResult,
	SimulationSubject,
	SimulatorInputs,
} from './types';
import { useSimulation } from './use-simulation';
import './style.scss';

export interface SimulatorPanelProps {
	/** What is simulated (null: nothing to test yet). */
	subject: SimulationSubject | null;
	/** Starting inputs (the block editor's post, device preview and user). */
	initial?: Partial< SimulatorInputs >;
	/** The panel's heading (default "Test this condition"); '' for none. */
	title?: string;
	/** The block inverts the condition ("Why?"): the answer is the block's, the opposite. */
	invert?: boolean;
}

/**
 * A user picker over search_users (display names only; users who cannot list users find authors).
 *
 * @param props          Props.
 * @param props.value    The chosen user id.
 * @param props.onChange Called with the picked id.
 */
function UserPicker( {
	value,
	onChange,
}: {
	value: number | null;
	onChange: ( id: number ) => void;
} ) {
	const [ text, setText ] = useState< string | null >( null );
	const [ isOpen, setIsOpen ] = useState( false );
	const { results, isSearching } = useObjectSearch(
		{ route: '/search_users' },
		text ?? '',
		isOpen
	);
	const titles = useObjectTitles( 'user', value ? [ String( value ) ] : [] );
	let shown = '';
	if ( value ) {
		shown =
			titles[ String( value ) ] ??
			/* translators: %d: user id. */
			sprintf( __( 'ID: %d', 'gblocks-pro' ), value );
	}
	return (
		<Combobox
			label={ __( 'User', 'gblocks-pro' ) }
			inputValue={ text ?? shown }
			onInputChange={ setText }
			items={ results.map( ( user ) => ( {
				id: String( user.id ),
				label: decodeEntities( user.name ?? user.title ?? '' ),
			} ) ) }
			onSelect={ ( item ) => {
				onChange( Number( item.id ) );
				setText( null );
			} }
			selectedIds={ value ? [ String( value ) ] : [] }
			isSearching={ isSearching }
			placeholder={ __( 'Search users…', 'gblocks-pro' ) }
			onFocus={ () => setIsOpen( true ) }
			onBlur={ () => {
				setIsOpen( false );
				setText( null );
			} }
		/>
	);
}

/**
 * One rule's row: ✓ or ✗ (with its words for screen readers), the rule, the reason, and "(decided in
 * the browser)" for a visitor rule while page cache compatibility is on (off, every rule is decided on
 * the server).
 *
 * @param props              Props.
 * @param props.rule         The simulated rule.
 * @param props.types        Type labels by id.
 * @param props.inTheBrowser Whether visitor rules are decided in the browser.
 */
function RuleRow( {
	rule,
	types,
	inTheBrowser,
}: {
	rule: SimulatedRule;
	types: Record< string, string >;
	inTheBrowser: boolean;
} ) {
	return (
		<tr
			className={
				rule.result
					? 'gblocks-pro-simulator__rule is-pass'
					: 'gblocks-pro-simulator__rule is-fail'
			}
		>
			<td className="gblocks-pro-simulator__mark">
				<span aria-hidden="true">{ rule.result ? '✓' : '✗' }</span>
				<span className="screen-reader-text">
					{ rule.result
						? __( 'Passes', 'gblocks-pro' )
						: __( 'Fails', 'gblocks-pro' ) }
				</span>
			</td>
			<td>{ types[ rule.type ] ?? rule.type }</td>
			<td>
				{ rule.reason }
				{ ( rule.decided_in === 'browser' ||
					( inTheBrowser && rule.decided_in === 'visitor' ) ) && (
					<span className="gblocks-pro-simulator__visitor">
						{ __( '(decided in the browser)', 'gblocks-pro' ) }
					</span>
				) }
			</td>
		</tr>
	);
}

/**
 * The answer: Shown or Hidden, then a table per group. For a block that inverts its condition the
 * answer is the block's (the opposite of the condition's), with a line saying so.
 *
 * @param props        Props.
 * @param props.answer The simulation.
 * @param props.invert The block inverts the condition.
 */
export function SimulationTable( {
	answer,
	invert = false,
}: {
	answer: SimulationResult;
	invert?: boolean;
} ) {
	const typesQuery = useConditionTypes();
	const types = useMemo( () => {
		const map: Record< string, string > = {};
		( typesQuery.data ?? [] ).forEach( ( option ) => {
			map[ option.value ] = option.label;
		} );
		return map;
	}, [ typesQuery.data ] );
	const shown = ( answer.result === 'shown' ) !== invert;
	return (
		<div className="gblocks-pro-simulator__answer">
			<p
				className={ `gblocks-pro-simulator__result is-${ shown ? 'shown' : 'hidden' }` }
			>
				{ shown
					? __( 'Shown', 'gblocks-pro' )
					: __( 'Hidden', 'gblocks-pro' ) }
			</p>
			{ invert && (
				<p className="gblocks-pro-simulator__inverted">
					{ shown
						? __(
								'The condition is hidden, and this block inverts it: the block is shown.',
								'gblocks-pro'
							)
						: __(
								'The condition is shown, and this block inverts it: the block is hidden.',
								'gblocks-pro'
							) }
				</p>
			) }
			{ answer.groups.length === 0 && (
				<p>
					{ __(
						'There are no rules: the content always shows.',
						'gblocks-pro'
					) }
				</p>
			) }
			{ answer.groups.map( ( group, index ) => (
				<table
					// Groups have no id; their order is their identity.
					key={ index }
					className="widefat striped gblocks-pro-simulator__group"
				>
					<caption>
						{ sprintf(
							/* translators: 1: group number, 2: Passes or Fails. */
							__( 'Group %1$d: %2$s', 'gblocks-pro' ),
							index + 1,
							group.result
								? __( 'passes', 'gblocks-pro' )
								: __( 'fails', 'gblocks-pro' )
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Result', 'gblocks-pro' ) }
							</th>
							<th scope="col">{ __( 'Type', 'gblocks-pro' ) }</th>
							<th scope="col">
								{ __( 'Reason', 'gblocks-pro' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ group.rules.map( ( rule, at ) => (
							<RuleRow
								key={ at }
								rule={ rule }
								types={ types }
								inTheBrowser={
									answer.page_cache_compatibility === true
								}
							/>
						) ) }
					</tbody>
				</table>
			) ) }
		</div>
	);
}

function pageChoices() {
	return [
		{ value: 'front', label: __( 'Front page', 'gblocks-pro' ) },
		{ value: 'post', label: __( 'A post or page', 'gblocks-pro' ) },
		{ value: 'url', label: __( 'An address', 'gblocks-pro' ) },
	];
}

function visitorChoices() {
	return [
		{
			value: 'anonymous',
			label: __( 'Anonymous visitor', 'gblocks-pro' ),
		},
		{ value: 'user', label: __( 'A user', 'gblocks-pro' ) },
	];
}

function deviceChoices() {
	return [
		{ value: 'desktop', label: __( 'Desktop', 'gblocks-pro' ) },
		{ value: 'tablet', label: __( 'Tablet', 'gblocks-pro' ) },
		{ value: 'mobile', label: __( 'Mobile', 'gblocks-pro' ) },
	];
}

/**
 * The inputs that describe the simulated visit.
 *
 * @param props        Props.
 * @param props.inputs The inputs.
 * @param props.set    Sets one of them.
 */
function SimulatorInputsFields( {
	inputs,
	set,
}: {
	inputs: SimulatorInputs;
	set: < K extends keyof SimulatorInputs >(
		key: K,
		value: SimulatorInputs[ K ]
	) => void;
} ) {
	return (
		<div className="gblocks-pro-simulator__inputs">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Page', 'gblocks-pro' ) }
				value={ inputs.pageMode }
				options={ pageChoices() }
				onChange={ ( next: string ) =>
					set( 'pageMode', next as SimulatorInputs[ 'pageMode' ] )
				}
			/>
			{ inputs.pageMode === 'post' && (
				<PostPicker
					label={ __( 'Post', 'gblocks-pro' ) }
					value={ inputs.postId ? String( inputs.postId ) : '' }
					onChange={ ( id ) =>
						set(
							'postId',
							/^\d+$/.test( id ) ? Number( id ) : null
						)
					}
				/>
			) }
			{ inputs.pageMode === 'url' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="url"
					label={ __( 'Address', 'gblocks-pro' ) }
					value={ inputs.url }
					onChange={ ( next ) => set( 'url', next ) }
					placeholder="/sample-page/?ref=news"
				/>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Visitor', 'gblocks-pro' ) }
				value={ inputs.visitor }
				options={ visitorChoices() }
				onChange={ ( next: string ) =>
					set( 'visitor', next as SimulatorInputs[ 'visitor' ] )
				}
			/>
			{ inputs.visitor === 'user' && (
				<UserPicker
					value={ inputs.userId }
					onChange={ ( id ) => set( 'userId', id ) }
				/>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Device', 'gblocks-pro' ) }
				value={ inputs.device }
				options={ deviceChoices() }
				onChange={ ( next: string ) =>
					set( 'device', next as SimulatorInputs[ 'device' ] )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="datetime-local"
				label={ __( 'Date and time', 'gblocks-pro' ) }
				help={ __( 'Empty: now (site time).', 'gblocks-pro' ) }
				value={ inputs.datetime }
				onChange={ ( next ) => set( 'datetime', next ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Cookies', 'gblocks-pro' ) }
				help={ __( 'One name=value per line.', 'gblocks-pro' ) }
				rows={ 2 }
				value={ inputs.cookies }
				onChange={ ( next ) => set( 'cookies', next ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Query parameters', 'gblocks-pro' ) }
				help={ __( 'One name=value per line.', 'gblocks-pro' ) }
				rows={ 2 }
				value={ inputs.query }
				onChange={ ( next ) => set( 'query', next ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Referrer', 'gblocks-pro' ) }
				help={ __( 'Empty: a direct visit.', 'gblocks-pro' ) }
				value={ inputs.referrer }
				onChange={ ( next ) => set( 'referrer', next ) }
			/>
			<HistoryFields inputs={ inputs } set={ set } />
		</div>
	);
}

/**
 * The simulated visitor history: off, the history rules fail, as in a browser that keeps none.
 *
 * @param props        Props.
 * @param props.inputs The inputs.
 * @param props.set    Sets one of them.
 */
function HistoryFields( {
	inputs,
	set,
}: {
	inputs: SimulatorInputs;
	set: < K extends keyof SimulatorInputs >(
		key: K,
		value: SimulatorInputs[ K ]
	) => void;
} ) {
	const count = (
		key: 'sessions' | 'pageViews' | 'sessionPageViews' | 'sessionSeconds',
		label: string
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			min={ 0 }
			label={ label }
			value={ inputs[ key ] }
			onChange={ ( next ) => set( key, next ) }
		/>
	);
	return (
		<fieldset className="gblocks-pro-simulator__history">
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Simulate a visitor history', 'gblocks-pro' ) }
				help={ __(
					'What the visitor’s browser remembers of their visits. Off: the visitor history rules do not pass, as in a browser that keeps none.',
					'gblocks-pro'
				) }
				checked={ inputs.history }
				onChange={ ( next ) => set( 'history', next ) }
			/>
			{ inputs.history && (
				<>
					{ count( 'sessions', __( 'Visits', 'gblocks-pro' ) ) }
					{ count(
						'pageViews',
						__( 'Page views in all visits', 'gblocks-pro' )
					) }
					{ count(
						'sessionPageViews',
						__( 'Page views this visit', 'gblocks-pro' )
					) }
					{ count(
						'sessionSeconds',
						__( 'Seconds on the site this visit', 'gblocks-pro' )
					) }
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'First landing page', 'gblocks-pro' ) }
						value={ inputs.landingPage }
						onChange={ ( next ) => set( 'landingPage', next ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'First campaign source', 'gblocks-pro' ) }
						value={ inputs.utmSource }
						onChange={ ( next ) => set( 'utmSource', next ) }
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Overlays', 'gblocks-pro' ) }
						help={ __(
							'One overlay per line: its id, then views=, closes= and conversions= with how many days ago each was, e.g. 12 views=0,3 closes=3',
							'gblocks-pro'
						) }
						rows={ 2 }
						value={ inputs.overlays }
						onChange={ ( next ) => set( 'overlays', next ) }
					/>
				</>
			) }
		</fieldset>
	);
}

/**
 * The simulator panel.
 *
 * @param props         Props.
 * @param props.subject What is simulated.
 * @param props.initial Starting inputs.
 * @param props.title   Heading.
 * @param props.invert
 */
export function SimulatorPanel( {
	subject,
	initial,
	title = __( 'Test this condition', 'gblocks-pro' ),
	invert = false,
}: SimulatorPanelProps ) {
	const [ inputs, setInputs ] = useState< SimulatorInputs >( () => ( {
		...DEFAULT_INPUTS,
		...initial,
	} ) );
	const headingId = useId();
	const set = < K extends keyof SimulatorInputs >(
		key: K,
		value: SimulatorInputs[ K ]
	) => setInputs( ( current ) => ( { ...current, [ key ]: value } ) );
	const context = useMemo( () => toContext( inputs ), [ inputs ] );
	const { data, error, isLoading } = useSimulation( subject, context );

	return (
		<section
			className="gblocks-pro-simulator"
			aria-labelledby={ title ? headingId : undefined }
			aria-label={
				title ? undefined : __( 'Test this condition', 'gblocks-pro' )
			}
		>
			{ title && (
				<h2
					id={ headingId }
					className="gblocks-pro-condition-editor__section-title"
				>
					{ title }
				</h2>
			) }
			<SimulatorInputsFields inputs={ inputs } set={ set } />
			<div
				className="gblocks-pro-simulator__output"
				role="status"
				aria-live="polite"
				aria-busy={ isLoading }
			>
				{ subject === null && (
					<p>
						{ __(
							'Complete a rule to test the condition.',
							'gblocks-pro'
						) }
					</p>
				) }
				{ isLoading && (
					<p className="gblocks-pro-simulator__loading">
						<Spinner />
						{ __( 'Testing…', 'gblocks-pro' ) }
					</p>
				) }
				{ error && ! isLoading && (
					<Notice status="error" isDismissible={ false }>
						{ error instanceof Error && error.message
							? error.message
							: __(
									'Failed to test the condition',
									'gblocks-pro'
								) }
					</Notice>
				) }
				{ data && ! error && (
					<SimulationTable answer={ data } invert={ invert } />
				) }
			</div>
		</section>
	);
}
