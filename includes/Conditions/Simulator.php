<?php
/**
 * The condition simulator: how a rule tree decides for a context described by hand.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Conditions\Simulator\Context_Builder;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Conditions\Simulator\Reasons;
use GBlocks_Pro\Meta\User_Data_Access;

/**
 * The service behind POST /simulate and `wp gblocks condition simulate`. It reads a tree (given, or
 * stored under a condition id), builds a Context from the body's `context` (never from the current
 * request: not $_COOKIE, $_GET, the current user or the main query) and evaluates every row, each with
 * a short human reason. Nothing is cached: each call evaluates afresh (Decisions' memo is not used).
 * It judges with the rights of the CURRENT user (the REST caller, or the user a WP-CLI command runs as):
 * the visitor must be a member of this site they may list, and rows reading user data are decided only
 * when they may read it (Meta\User_Data_Access, as the dynamic tags judge with the content's author).
 */
final class Simulator {

	/**
	 * Simulates a body: `conditions` (a rule tree) or `id` (a condition), plus `context`. The answer also
	 * says whether page cache compatibility is on (`page_cache_compatibility`, after its filter): only
	 * then are the visitor rules decided in the browser on pages a shared cache may store, so only then
	 * does the screen label them so.
	 *
	 * @param array<string, mixed> $body The body.
	 * @return array{result: string, groups: list<array{result: bool, logic: string, rules: list<array<string, mixed>>}>, logic: string, page_cache_compatibility: bool}|\WP_Error
	 *         A WP_Error with status 400 (or 403 for a tree the user may not save, a visitor they may not
	 *         list, or user data they may not read) naming the field.
	 */
	public static function simulate( array $body ): array|\WP_Error {
		$tree = self::tree( $body );
		if ( is_wp_error( $tree ) ) {
			return $tree;
		}
		$context = Context_Builder::build( is_array( $body['context'] ?? null ) ? $body['context'] : array() );
		if ( is_wp_error( $context ) ) {
			return $context;
		}
		$refused = self::unreadable_user_data( $tree, $context, array_key_exists( 'conditions', $body ) && null !== $body['conditions'] ? 'conditions' : 'id' );
		if ( null !== $refused ) {
			return $refused;
		}
		return self::evaluate( $tree, $context ) + array( 'page_cache_compatibility' => Cache_Safety::enabled() );
	}

	/**
	 * A 403 naming the field when a row reads user data the simulating user may not read
	 * (Meta\User_Data_Access, the rule the dynamic tags apply with the content's author): a key refused
	 * to them whoever it is read of names the tree (`conditions`, or `id` for a stored condition); another
	 * user's key beyond the safe list without edit_user on that user names whose it is (`context.user`
	 * for the visitor, `context.post` for the post's author). Otherwise each answer would tell whether
	 * that user's value contains what the caller guessed.
	 *
	 * @param array<string, mixed> $tree       The tree.
	 * @param Context              $context    The simulated context.
	 * @param string               $tree_field The field the tree came in.
	 */
	private static function unreadable_user_data( array $tree, Context $context, string $tree_field ): ?\WP_Error {
		$caller   = get_current_user_id();
		$registry = Registry::instance();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $group ) {
			foreach ( (array) ( is_array( $group ) ? $group['conditions'] ?? array() : array() ) as $row ) {
				$type = is_array( $row ) && is_string( $row['type'] ?? null ) ? $registry->get( $row['type'] ) : null;
				$data = $type ? $type->user_data( $type->canonical_rule( (string) ( $row['rule'] ?? '' ) ), isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '' ) : null;
				if ( null === $data ) {
					continue;
				}
				$key = $data['key'];
				if ( User_Data_Access::key_refused( $key, $caller ) ) {
					/* translators: 1: field name (conditions or id), 2: user meta key. */
					return self::forbidden( $tree_field, sprintf( __( '%1$s: you may not read the user meta "%2$s", so the simulator does not decide rules that read it.', 'gblocks-pro' ), $tree_field, $key ) );
				}
				$post    = 'author' === $data['user'] ? $context->post() : null;
				$subject = 'visitor' === $data['user'] ? $context->user_id() : ( null === $post ? 0 : (int) $post->post_author );
				if ( $subject > 0 && ! User_Data_Access::may_read_key( $key, $subject, $caller ) ) {
					$field = 'visitor' === $data['user'] ? 'context.user' : 'context.post';
					$text  = 'visitor' === $data['user']
						/* translators: 1: field name, 2: user meta key. */
						? __( '%1$s: you may not read the user meta "%2$s" of this user: only users who can edit that user may.', 'gblocks-pro' )
						/* translators: 1: field name, 2: user meta key. */
						: __( '%1$s: you may not read the user meta "%2$s" of this post\'s author: only users who can edit that user may.', 'gblocks-pro' );
					return self::forbidden( $field, sprintf( $text, $field, $key ) );
				}
			}
		}
		return null;
	}

	/**
	 * Evaluates every row of a tree (no short circuit, so that each row has its answer), read as the
	 * evaluator and the partial evaluation read it (Evaluator::combine()): the top logic (default OR) over groups,
	 * each group's logic (default AND) over its rows; no groups or an empty group passes, a group that
	 * is not an array fails (listed without rows).
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context The simulated context.
	 * @return array{result: string, groups: list<array{result: bool, logic: string, rules: list<array<string, mixed>>}>, logic: string}
	 */
	public static function evaluate( array $tree, Context $context ): array {
		$evaluator = Evaluator::instance();
		$registry  = Registry::instance();
		$groups    = array();
		$rules     = array();
		$answer    = Evaluator::combine(
			$tree,
			static function ( mixed $row ) use ( $evaluator, $registry, $context, &$rules ): bool {
				$result  = $evaluator->evaluate_row( $row, $context );
				$row     = is_array( $row ) ? $row : array();
				$type    = $registry->get( is_string( $row['type'] ?? null ) ? $row['type'] : '' );
				$rule    = is_string( $row['rule'] ?? null ) ? $row['rule'] : '';
				$rules[] = array(
					'type'       => is_string( $row['type'] ?? null ) ? $row['type'] : '',
					'rule'       => $rule,
					'operator'   => is_string( $row['operator'] ?? null ) ? $row['operator'] : '',
					'value'      => isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '',
					'result'     => $result,
					'decided_in' => $type ? $type->decided_in( $rule ) : Condition_Type::SERVER,
					'reason'     => Reasons::for_row( $type, $row, $result, $context ),
				);
				return $result;
			},
			true,
			static function ( bool|array $result, bool $and ) use ( &$groups, &$rules ): void {
				$groups[] = array(
					'result' => true === $result,
					'logic'  => $and ? 'AND' : 'OR',
					'rules'  => $rules,
				);
				$rules    = array();
			}
		);
		return array(
			'result' => true === $answer ? 'shown' : 'hidden',
			'logic'  => Evaluator::is_and( $tree['logic'] ?? null, 'OR' ) ? 'AND' : 'OR',
			'groups' => $groups,
		);
	}

	/**
	 * The tree to simulate: `conditions` checked as a save would check it, or the stored tree of `id`.
	 *
	 * @param array<string, mixed> $body The body.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function tree( array $body ): array|\WP_Error {
		$has_tree = array_key_exists( 'conditions', $body ) && null !== $body['conditions'];
		$has_id   = array_key_exists( 'id', $body ) && null !== $body['id'];
		if ( $has_tree === $has_id ) {
			return self::error( 'conditions', __( 'conditions: give either a rule tree (conditions) or a condition id (id).', 'gblocks-pro' ) );
		}
		if ( $has_tree ) {
			$error = Post_Type::save_error( $body['conditions'] );
			if ( $error ) {
				$data = (array) $error->get_error_data();
				return new \WP_Error(
					$error->get_error_code(),
					/* translators: %s: why the tree is refused. */
					sprintf( __( 'conditions: %s', 'gblocks-pro' ), $error->get_error_message() ),
					array(
						'status' => (int) ( $data['status'] ?? 400 ),
						'field'  => 'conditions',
					) + ( isset( $data['errors'] ) ? array( 'errors' => $data['errors'] ) : array() )
				);
			}
			return Tree::normalize( (array) $body['conditions'] );
		}
		$id   = $body['id'];
		$id   = is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ? (int) $id : 0;
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || Post_Type::POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return self::error( 'id', __( 'id: there is no condition with this id.', 'gblocks-pro' ) );
		}
		$tree = Post_Type::read_tree( $id );
		if ( null === $tree ) {
			return self::error( 'id', __( 'id: the stored rules of this condition cannot be read.', 'gblocks-pro' ) );
		}
		return $tree;
	}

	/**
	 * A 403 naming the field: the simulating user may not read what the field points to.
	 *
	 * @param string $field   The field, e.g. 'context.user'.
	 * @param string $message Translated message starting with the field.
	 */
	public static function forbidden( string $field, string $message ): \WP_Error {
		return self::failure( 'gblocks_pro_forbidden_simulation', 403, $field, $message );
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   The field, e.g. 'context.device'.
	 * @param string $message Translated message starting with the field.
	 */
	public static function error( string $field, string $message ): \WP_Error {
		return self::failure( 'gblocks_pro_invalid_simulation', 400, $field, $message );
	}

	/**
	 * An error with its status and the field it names.
	 *
	 * @param string $code    Error code.
	 * @param int    $status  HTTP status.
	 * @param string $field   The field.
	 * @param string $message Translated message starting with the field.
	 */
	private static function failure( string $code, int $status, string $field, string $message ): \WP_Error {
		return new \WP_Error(
			$code,
			$message,
			array(
				'status' => $status,
				'field'  => $field,
			)
		);
	}
}
