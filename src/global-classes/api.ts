/**
 * The global classes client. Records are read and written through @wordpress/core-data's entity
 * postType/gblocks_styles (DESIGN §9, SPEC 7 "Style records are edited through the host data store");
 * the order, usage, picker list and CSS go through our own routes (generateblocks-pro/v1/global-classes).
 * Screens and the picker call only these functions (Jest mocks this module).
 */

/**
 * WordPress dependencies
 */
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, resolveSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, messageFrom, request } from '../shared/api';
import { PRO_NAMESPACE } from '../shared/api/routes';
import type { UsageResponse } from '../usage';
import { fromSelector, toSelector } from './lib/names';
import type {
	ClassChanges,
	ClassStatus,
	ClassSummary,
	GlobalClass,
	StyleObject,
} from './types';

export const ENTITY_KIND = 'postType';
export const ENTITY_NAME = 'gblocks_styles';
export const GLOBAL_CLASSES_PATH = `${ PRO_NAMESPACE }/global-classes`;

/** A record of the core route /wp/v2/gblocks-styles (context edit). */
export interface StyleRecord {
	id: number;
	title?: { raw?: string; rendered?: string } | string;
	status?: string;
	menu_order?: number;
	gb_style_selector?: string;
	gb_style_data?: unknown;
	gb_style_css?: string;
}

/** The core-data store, typed by its package: the records through their resolvers, and its actions. */
function core() {
	return {
		select: resolveSelect( coreStore ),
		actions: dispatch( coreStore ),
	};
}

const LIST_QUERY = {
	per_page: -1,
	status: 'publish,draft',
	orderby: 'menu_order',
	order: 'asc',
	context: 'edit',
};

function isStyleObject( value: unknown ): value is StyleObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * A class from a core record.
 *
 * @param record The record.
 */
export function fromRecord( record: StyleRecord ): GlobalClass {
	const title =
		typeof record.title === 'string'
			? record.title
			: ( record.title?.raw ?? record.title?.rendered ?? '' );
	const selector = record.gb_style_selector || title;
	return {
		id: record.id,
		name: fromSelector( selector ),
		selector: toSelector( fromSelector( selector ) ),
		status: record.status === 'publish' ? 'publish' : 'draft',
		order: record.menu_order ?? 0,
		data: isStyleObject( record.gb_style_data ) ? record.gb_style_data : {},
		css: record.gb_style_css ?? '',
	};
}

/**
 * The record fields of a change.
 *
 * @param changes The change.
 */
export function toRecord( changes: ClassChanges ): Record< string, unknown > {
	const record: Record< string, unknown > = {};
	if ( changes.name !== undefined ) {
		record.title = toSelector( changes.name );
		record.gb_style_selector = toSelector( changes.name );
	}
	if ( changes.status !== undefined ) {
		record.status = changes.status;
	}
	if ( changes.data !== undefined ) {
		record.gb_style_data = changes.data;
	}
	if ( changes.order !== undefined ) {
		record.menu_order = changes.order;
	}
	return record;
}

function failure( error: unknown, fallback: string ): ApiError {
	if ( error instanceof ApiError ) {
		return error;
	}
	const body = error as { data?: { status?: number }; code?: string } | null;
	return new ApiError( messageFrom( error, fallback ), {
		status: body?.data?.status ?? null,
		code: typeof body?.code === 'string' ? body.code : null,
		body: error,
	} );
}

/**
 * Every class (published and drafts) in output order, with its data and CSS.
 */
export async function fetchClasses(): Promise< GlobalClass[] > {
	const { select, actions } = core();
	// A fresh list every time the screen asks (react-query decides when): core-data keeps its own cache.
	// Only this list's resolution is forgotten: invalidateResolutionForStoreSelector( 'getEntityRecords' )
	// would make core-data forget every list query of the editor (posts, pages, templates...) as well.
	actions.invalidateResolution( 'getEntityRecords', [
		ENTITY_KIND,
		ENTITY_NAME,
		LIST_QUERY,
	] );
	try {
		const records: StyleRecord[] | null = await select.getEntityRecords(
			ENTITY_KIND,
			ENTITY_NAME,
			LIST_QUERY
		);
		return ( records ?? [] ).map( fromRecord );
	} catch ( error ) {
		throw failure(
			error,
			__( 'Failed to fetch global classes', 'gblocks-pro' )
		);
	}
}

async function save(
	record: Record< string, unknown >,
	fallback: string
): Promise< GlobalClass > {
	try {
		const saved = await core().actions.saveEntityRecord(
			ENTITY_KIND,
			ENTITY_NAME,
			record,
			{ throwOnError: true }
		);
		if ( ! saved ) {
			throw new ApiError( fallback );
		}
		return fromRecord( saved );
	} catch ( error ) {
		throw failure( error, fallback );
	}
}

/**
 * Creates a class (a draft unless a status is given) at the end of the list.
 *
 * @param changes Name, and optionally data, status, order.
 */
export function createClass(
	changes: ClassChanges & { name: string }
): Promise< GlobalClass > {
	return save(
		{ status: 'draft', gb_style_data: {}, ...toRecord( changes ) },
		__( 'Failed to create class', 'gblocks-pro' )
	);
}

/**
 * Saves changes to a class.
 *
 * @param id      The class.
 * @param changes The fields to change.
 */
export function updateClass(
	id: number,
	changes: ClassChanges
): Promise< GlobalClass > {
	return save(
		{ id, ...toRecord( changes ) },
		__( 'Failed to update class', 'gblocks-pro' )
	);
}

/**
 * Sets a class's status.
 *
 * @param id     The class.
 * @param status publish or draft.
 */
export function setClassStatus(
	id: number,
	status: ClassStatus
): Promise< GlobalClass > {
	return updateClass( id, { status } );
}

/**
 * Deletes a class for good.
 *
 * @param id The class.
 */
export async function deleteClass( id: number ): Promise< void > {
	try {
		await core().actions.deleteEntityRecord(
			ENTITY_KIND,
			ENTITY_NAME,
			id,
			{ force: true },
			{ throwOnError: true }
		);
	} catch ( error ) {
		throw failure( error, __( 'Failed to delete class', 'gblocks-pro' ) );
	}
}

/**
 * Saves the output order: POST global-classes/order { ids }.
 *
 * @param ids Every class id in the new order.
 */
export function saveOrder( ids: number[] ): Promise< unknown > {
	return request< unknown >(
		{
			path: `${ GLOBAL_CLASSES_PATH }/order`,
			method: 'POST',
			data: { ids },
		},
		__( 'Failed to save the order', 'gblocks-pro' )
	);
}

/**
 * Where a class is used: GET global-classes/{id}/usage.
 *
 * @param id The class.
 */
export function fetchUsage( id: number ): Promise< UsageResponse > {
	return request< UsageResponse >(
		{ path: `${ GLOBAL_CLASSES_PATH }/${ id }/usage` },
		__( 'Failed to load usage data', 'gblocks-pro' )
	);
}

/**
 * The picker's list: GET global-classes (id, name, selector, status), in output order.
 */
export async function fetchClassSummaries(): Promise< ClassSummary[] > {
	const list = await request< ClassSummary[] >(
		{ path: GLOBAL_CLASSES_PATH },
		__( 'Failed to fetch global classes', 'gblocks-pro' )
	);
	return Array.isArray( list ) ? list : [];
}

/**
 * The CSS of a published class: GET global-classes/get_css?className=… (response.data). A class with no
 * CSS (or not published) gives ''.
 *
 * @param name The class name.
 */
export async function fetchClassCss( name: string ): Promise< string > {
	try {
		const response = await request< { data?: unknown } >(
			{
				path: `${ GLOBAL_CLASSES_PATH }/get_css?className=${ encodeURIComponent(
					name
				) }`,
			},
			__( 'No CSS found.', 'gblocks-pro' )
		);
		return typeof response?.data === 'string' ? response.data : '';
	} catch ( error ) {
		const body = error instanceof ApiError ? error.body : null;
		if (
			( error instanceof ApiError && error.status === 404 ) ||
			( typeof body === 'object' &&
				body !== null &&
				( body as { success?: unknown } ).success === false )
		) {
			return '';
		}
		throw error;
	}
}
