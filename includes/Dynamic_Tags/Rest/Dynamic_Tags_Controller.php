<?php
/**
 * The editor's dynamic tag routes: previews and key pickers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags\Rest;

use GBlocks_Pro\Dynamic_Tags\Context;
use GBlocks_Pro\Dynamic_Tags\Parser;
use GBlocks_Pro\Dynamic_Tags\Resolver;
use GBlocks_Pro\Meta\Meta_Access;
use GBlocks_Pro\Meta\User_Data_Access;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * Namespace generateblocks-pro/v1, envelope of DESIGN §3.
 *
 * - `POST dynamic-tags/preview` `{ tags: string[], postId }` (edit_post on postId; 404 for an unknown
 *   post) → `{ values: { "<tag>": "<text>" }, errors: { "<tag>": "<message>" } }`: each tag's text as
 *   it would render in that post (modifiers applied, not escaped: the editor escapes), with the rules of
 *   DESIGN §11 for the CURRENT user; a refused key, a malformed tag or an unknown tag gives '' and an
 *   error message. Loop tags have no loop here and preview as ''.
 * - `GET dynamic-tags/keys?objectType=post|user|term|option&objectId=` (edit_posts; edit_post for a
 *   post, list_users for another user than oneself, for a term of a taxonomy that is not public its
 *   manage_terms capability) → `[ { key, label, source } ]`: the keys stored on
 *   that object (objectId 0: the current user for users; nothing for posts and terms) or, for options,
 *   the allow-list, passed through the `gblocks_pro_meta_keys` filter (ACF adds its fields there), and
 *   only those the current user may use in a tag (another user's beyond the safe list only with
 *   edit_user on them: Meta\User_Data_Access). Protected keys (starting with `_`: WordPress's own
 *   _edit_lock, _pingme, _encloseme, ACF's field references) only with `protected=true`, and then only
 *   for users Meta_Access lets read them; the editor data's `metaKeys.canShowProtected` says whether the
 *   pickers offer "Show protected keys".
 */
final class Dynamic_Tags_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'dynamic-tags';

	/**
	 * Route namespace.
	 */
	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * Most tags one preview request may ask for.
	 */
	public const MAX_TAGS = 50;

	/**
	 * Adds the routes, and what the editor's key pickers need to know.
	 */
	public function register(): void {
		parent::register();
		add_filter( Editor_Bundle::DATA_FILTER, array( self::class, 'editor_data' ) );
	}

	/**
	 * The editor data of the key pickers (filter gblocks_pro_editor_data): whether the current user may
	 * read protected keys, so that "Show protected keys" is offered only to those it shows keys to.
	 *
	 * @param mixed $data The editor data.
	 * @return mixed
	 */
	public static function editor_data( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$data['metaKeys'] = array( 'canShowProtected' => Meta_Access::is_privileged( get_current_user_id() ) );
		return $data;
	}

	/**
	 * Registers the two routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/' . $this->rest_base . '/preview',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'preview' ),
					'permission_callback' => array( $this, 'preview_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'tags'   => array(
								'description' => __( 'Dynamic tags to preview, e.g. {{post_meta key:price}}.', 'gblocks-pro' ),
								'type'        => 'array',
								'required'    => true,
								'minItems'    => 1,
								'maxItems'    => self::MAX_TAGS,
								'items'       => array(
									'type'      => 'string',
									'maxLength' => 2000,
								),
							),
							'postId' => array(
								'description' => __( 'The post the tags are previewed in.', 'gblocks-pro' ),
								'type'        => 'integer',
								'required'    => true,
								'minimum'     => 1,
							),
						)
					),
				),
				'schema' => array( $this, 'preview_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/' . $this->rest_base . '/keys',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'keys' ),
					'permission_callback' => array( $this, 'keys_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'objectType' => array(
								'description' => __( 'What the keys are stored on.', 'gblocks-pro' ),
								'type'        => 'string',
								'required'    => true,
								'enum'        => array( 'post', 'user', 'term', 'option' ),
							),
							'objectId'   => array(
								'description' => __( 'The post, user or term id (0: the current user for users).', 'gblocks-pro' ),
								'type'        => 'integer',
								'default'     => 0,
								'minimum'     => 0,
							),
							'protected'  => array(
								'description' => __( 'Whether keys starting with _ are listed too (only to users who may read them).', 'gblocks-pro' ),
								'type'        => 'boolean',
								'default'     => false,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Previews need edit_post on the post (edit_posts first, so that logged-out users get a 401).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function preview_permissions_check( \WP_REST_Request $request ): bool|\WP_Error {
		$allowed = $this->require_capability( 'edit_posts', __( 'Sorry, you are not allowed to preview dynamic tags.', 'gblocks-pro' ) );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$post_id = (int) $request['postId'];
		if ( get_post( $post_id ) instanceof \WP_Post ) {
			return $this->require_capability_for( 'edit_post', $post_id, __( 'Sorry, you are not allowed to preview dynamic tags in this post.', 'gblocks-pro' ) );
		}
		return true;
	}

	/**
	 * Key lists need edit_posts; a post's keys edit_post on it; another user's keys list_users; the keys
	 * of a term of a taxonomy that is not public the taxonomy's manage_terms (Meta_Access::term_refusal).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function keys_permissions_check( \WP_REST_Request $request ): bool|\WP_Error {
		$message = __( 'Sorry, you are not allowed to list these keys.', 'gblocks-pro' );
		$allowed = $this->require_capability( 'edit_posts', $message );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$id = (int) $request['objectId'];
		if ( 'post' === $request['objectType'] && $id > 0 && get_post( $id ) instanceof \WP_Post ) {
			return $this->require_capability_for( 'edit_post', $id, $message );
		}
		if ( 'user' === $request['objectType'] && $id > 0 && get_current_user_id() !== $id ) {
			return $this->require_capability( 'list_users', $message );
		}
		$term = 'term' === $request['objectType'] && $id > 0 ? get_term( $id ) : null;
		if ( $term instanceof \WP_Term ) {
			// The same rule as the tags themselves: a term of a taxonomy that is not public only for
			// users who can manage its terms.
			$refusal = Meta_Access::term_refusal( $term, get_current_user_id() );
			if ( null !== $refusal ) {
				return new \WP_Error( 'rest_forbidden', $refusal, array( 'status' => rest_authorization_required_code() ) );
			}
		}
		return true;
	}

	/**
	 * True when the current user has a capability on an object; a WordPress REST error otherwise.
	 *
	 * @param string $capability Meta capability, e.g. edit_post.
	 * @param int    $object_id  Object id.
	 * @param string $message    Translated refusal message.
	 */
	private function require_capability_for( string $capability, int $object_id, string $message ): bool|\WP_Error {
		if ( current_user_can( $capability, $object_id ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Previews tags in a post for the current user.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function preview( \WP_REST_Request $request ): \WP_REST_Response {
		$post = get_post( (int) $request['postId'] );
		if ( ! $post instanceof \WP_Post ) {
			return Rest_Response::error( __( 'No post with that ID.', 'gblocks-pro' ), 404, 'gblocks_pro_unknown_post' );
		}
		// The preview judges with the rights of the user asking for it (who edits this content now).
		$context  = new Context( $post->ID, static fn(): bool => current_user_can( 'manage_options' ), static fn(): int => get_current_user_id() );
		$resolver = new Resolver();
		$values   = array();
		$errors   = array();
		foreach ( (array) $request['tags'] as $text ) {
			$text            = (string) $text;
			$values[ $text ] = '';
			$tag             = Parser::parse( $text );
			if ( null === $tag ) {
				$unknown         = Parser::unknown_name( $text );
				$errors[ $text ] = null === $unknown
					? __( 'This is not a dynamic tag.', 'gblocks-pro' )
					/* translators: %s: tag name, e.g. post_metas. */
					: sprintf( __( 'Unknown dynamic tag "%s".', 'gblocks-pro' ), $unknown );
				continue;
			}
			$resolved = $resolver->resolve( $tag, $context );
			if ( null === $resolved ) {
				/* translators: %s: tag name, e.g. post_metas. */
				$errors[ $text ] = sprintf( __( 'Unknown dynamic tag "%s".', 'gblocks-pro' ), $tag->name );
				continue;
			}
			$values[ $text ] = $resolved['text'];
			if ( null !== $resolved['refusal'] ) {
				$errors[ $text ] = $resolved['refusal'];
			}
		}
		return Rest_Response::success(
			array(
				'values' => (object) $values,
				'errors' => (object) $errors,
			)
		);
	}

	/**
	 * The keys of an object the current user may use in tags.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function keys( \WP_REST_Request $request ): \WP_REST_Response {
		$type = (string) $request['objectType'];
		$id   = (int) $request['objectId'];
		if ( 'user' === $type && 0 === $id ) {
			$id = get_current_user_id();
		}
		$stored = array();
		switch ( $type ) {
			case 'post':
				if ( $id > 0 && ! get_post( $id ) instanceof \WP_Post ) {
					return Rest_Response::error( __( 'No post with that ID.', 'gblocks-pro' ), 404, 'gblocks_pro_unknown_post' );
				}
				$stored = $id > 0 ? array_keys( (array) get_post_meta( $id ) ) : array();
				break;
			case 'user':
				if ( ! get_userdata( $id ) instanceof \WP_User ) {
					return Rest_Response::error( __( 'No user with that ID.', 'gblocks-pro' ), 404, 'gblocks_pro_unknown_user' );
				}
				$stored = array_merge( Meta_Access::safe_user_meta(), array_keys( (array) get_user_meta( $id ) ) );
				break;
			case 'term':
				if ( $id > 0 && ! get_term( $id ) instanceof \WP_Term ) {
					return Rest_Response::error( __( 'No term with that ID.', 'gblocks-pro' ), 404, 'gblocks_pro_unknown_term' );
				}
				$stored = $id > 0 ? array_keys( (array) get_term_meta( $id ) ) : array();
				break;
			default:
				$stored = Meta_Access::allowed_options();
		}
		$keys = array();
		foreach ( $stored as $key ) {
			$keys[] = array(
				'key'    => (string) $key,
				'label'  => (string) $key,
				'source' => 'meta',
			);
		}

		/**
		 * Filters the keys offered by the dynamic tag and loop key pickers (the ACF integration adds its
		 * fields with their labels). Keys the current user may not read are removed afterwards.
		 *
		 * @param array<int, array{key: string, label: string, source: string}> $keys        Keys.
		 * @param string                                                        $object_type 'post', 'user', 'term' or 'option'.
		 * @param int                                                           $object_id   Object id.
		 */
		$keys = (array) apply_filters( 'gblocks_pro_meta_keys', $keys, $type, $id );

		$privileged     = current_user_can( 'manage_options' );
		$with_protected = true === $request['protected'];
		$items          = array();
		foreach ( $keys as $item ) {
			$key = is_array( $item ) && is_string( $item['key'] ?? null ) ? $item['key'] : '';
			// Another user's keys beyond the safe list only for users who can edit that user (User_Data_Access).
			$refusal = 'user' === $type ? User_Data_Access::refusal( $key, $id, get_current_user_id(), $privileged ) : Meta_Access::refusal_for( $type, $key, $privileged );
			if ( '' === $key || isset( $items[ $key ] ) || null !== $refusal ) {
				continue;
			}
			// WordPress's internal keys (_edit_lock, _pingme) are not fields: listed only on request.
			if ( ! $with_protected && str_starts_with( $key, '_' ) ) {
				continue;
			}
			$items[ $key ] = $this->prepare_item_for_response( $item, $request )->get_data();
		}
		return Rest_Response::success( array_values( $items ) );
	}

	/**
	 * A key as the route answers it.
	 *
	 * @param mixed            $item    The key.
	 * @param \WP_REST_Request $request The request.
	 */
	public function prepare_item_for_response( $item, $request ): \WP_REST_Response {
		$item = is_array( $item ) ? $item : array();
		$key  = (string) ( $item['key'] ?? '' );
		return rest_ensure_response(
			$this->shape(
				array(
					'key'    => $key,
					'label'  => is_string( $item['label'] ?? null ) && '' !== $item['label'] ? $item['label'] : $key,
					'source' => 'acf' === ( $item['source'] ?? '' ) ? 'acf' : 'meta',
				),
				$request
			)
		);
	}

	/**
	 * A key of the pickers.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-dynamic-tag-key',
			array(
				'key'    => array(
					'description' => __( 'Meta key or option name.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'label'  => array(
					'description' => __( 'Label to show (the key, or the custom field label).', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'source' => array(
					'description' => __( 'Where the key comes from.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( 'meta', 'acf' ),
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
	}

	/**
	 * The preview answer's schema (visible through OPTIONS).
	 *
	 * @return array<string, mixed>
	 */
	public function preview_schema(): array {
		return self::schema(
			'gblocks-pro-dynamic-tag-preview',
			array(
				'values' => array(
					'description'          => __( 'Each tag and its text.', 'gblocks-pro' ),
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => 'string' ),
				),
				'errors' => array(
					'description'          => __( 'Tags that preview as nothing because of an error, and the message.', 'gblocks-pro' ),
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => 'string' ),
				),
			)
		);
	}
}
