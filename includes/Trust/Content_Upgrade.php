<?php
/**
 * The upgrade of stored content to today's trust rule (issue 36 S7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Usage\Block_Content;

/**
 * Content saved before the trust rule (0.1.0 and earlier) may hold `{{…}}` text with markup that kses
 * never saw (the save guard set every `{{…}}` aside), which today is ordinary text and renders raw, and
 * unsafe HTML attributes a later author change could make run. This routine applies today's rule
 * (Content_Trust::as_saved_by(), the rule a save applies) to the stored content of every post type that
 * holds blocks (Block_Content::post_types(): posts, pages, overlays, synced patterns, templates, template
 * parts, navigation menus) whose author lacks unfiltered_html, and counts what it changed.
 *
 * - Which posts change: only those the old hole could have left unsafe: `{{…}}` text holding a character
 *   a tag may not hold (src/dynamic-tags/tags.json valueForbidden: `<`, `>`, quotes, backtick), or an
 *   HTML attribute map with an unsafe entry. Other content was filtered by kses when it was saved and is
 *   not rewritten, so nothing safe changes. Posts whose author has unfiltered_html are not touched.
 * - Batched and resumable: the state (status, a cursor by post id, counts) is the option OPTION; one
 *   batch per scheduled event (CRON_HOOK, which schedules the next), per admin page load of a user with
 *   manage_options when WP-Cron is disabled, or per step of `wp gblocks content upgrade`. A batch takes
 *   the Save_Lock LOCK first and reads the state under it: two runs never judge the same batch.
 * - Written with $wpdb and clean_post_cache(): no revision (a revision would keep the unsafe text in the
 *   database, restorable by anyone who may restore revisions), the modified date stays.
 * - Started on activation and when the data version (VERSION_OPTION) is older than VERSION.
 */
final class Content_Upgrade implements Feature {

	/**
	 * The state of the current or last run.
	 */
	public const OPTION = 'gblocks_pro_content_upgrade';

	/**
	 * The version of the stored data; below VERSION the upgrade starts.
	 */
	public const VERSION_OPTION = 'gblocks_pro_db_version';

	/**
	 * The current data version.
	 */
	public const VERSION = 1;

	/**
	 * The scheduled event that runs one batch.
	 */
	public const CRON_HOOK = 'gblocks_pro_upgrade_content';

	/**
	 * The Save_Lock key a batch holds.
	 */
	public const LOCK = 'content_upgrade';

	/**
	 * Posts per batch.
	 */
	public const BATCH = 50;

	/**
	 * The admin-post action that hides the summary.
	 */
	public const DISMISS_ACTION = 'gblocks_pro_dismiss_content_upgrade';

	/**
	 * Adds the scheduled event's handler and, on admin requests, the admin-load batch and the notice.
	 */
	public function register(): void {
		add_action( self::CRON_HOOK, array( self::class, 'scheduled' ) );
		if ( is_admin() ) {
			add_action( 'admin_init', array( self::class, 'admin_load' ) );
			add_action( 'admin_notices', array( self::class, 'notice' ) );
			add_action( 'admin_post_' . self::DISMISS_ACTION, array( self::class, 'dismiss_request' ) );
		}
	}

	/**
	 * Starts the upgrade when the stored data version is older than this code's (init).
	 */
	public static function maybe_start(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) < self::VERSION ) {
			update_option( self::VERSION_OPTION, self::VERSION );
			self::start();
		}
	}

	/**
	 * Starts a run from the first post (activation, a data version bump, the CLI), and schedules its
	 * first batch.
	 *
	 * @param bool $schedule Whether to schedule the batches (the CLI runs them itself).
	 */
	public static function start( bool $schedule = true ): void {
		update_option(
			self::OPTION,
			array(
				'status'     => 'running',
				'cursor'     => 0,
				'total'      => self::count_candidates(),
				'done'       => 0,
				'posts'      => 0,
				'attributes' => 0,
				'tags'       => 0,
				'started'    => time(),
				'finished'   => 0,
				'dismissed'  => false,
			),
			false
		);
		if ( $schedule && ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK );
		}
	}

	/**
	 * The state as stored now (read from the database: another process may have advanced it).
	 *
	 * @return array{status: string, cursor: int, total: int, done: int, posts: int, attributes: int, tags: int, started: int, finished: int, dismissed: bool}
	 */
	public static function state(): array {
		wp_cache_delete( self::OPTION, 'options' );
		$state = get_option( self::OPTION );
		$state = is_array( $state ) ? $state : array();
		return array(
			'status'     => is_string( $state['status'] ?? null ) ? $state['status'] : 'none',
			'cursor'     => (int) ( $state['cursor'] ?? 0 ),
			'total'      => (int) ( $state['total'] ?? 0 ),
			'done'       => (int) ( $state['done'] ?? 0 ),
			'posts'      => (int) ( $state['posts'] ?? 0 ),
			'attributes' => (int) ( $state['attributes'] ?? 0 ),
			'tags'       => (int) ( $state['tags'] ?? 0 ),
			'started'    => (int) ( $state['started'] ?? 0 ),
			'finished'   => (int) ( $state['finished'] ?? 0 ),
			'dismissed'  => ! empty( $state['dismissed'] ),
		);
	}

	/**
	 * Runs the next batch of a running upgrade and saves its progress. null when no upgrade is running
	 * or another process holds the lock (it runs that batch).
	 *
	 * @param int $size Posts per batch.
	 * @return array{scanned: int, changed: list<array{id: int, type: string, title: string, attributes: int, tags: int}>, state: array<string, mixed>}|null
	 */
	public static function run_batch( int $size = self::BATCH ): ?array {
		$token = Save_Lock::acquire( self::LOCK, 0.0, 300 );
		if ( null === $token ) {
			return null;
		}
		try {
			$state = self::state();
			if ( 'running' !== $state['status'] ) {
				return null;
			}
			$batch                = self::process( $state['cursor'], max( 1, $size ), true );
			$state['cursor']      = $batch['last'];
			$state['done']       += $batch['scanned'];
			$state['posts']      += count( $batch['changed'] );
			$state['total']       = max( $state['total'], $state['done'] );
			$state['attributes'] += array_sum( array_column( $batch['changed'], 'attributes' ) );
			$state['tags']       += array_sum( array_column( $batch['changed'], 'tags' ) );
			if ( $batch['scanned'] < max( 1, $size ) ) {
				$state['status']   = 'done';
				$state['total']    = $state['done'];
				$state['finished'] = time();
			}
			update_option( self::OPTION, $state, false );
			return array(
				'scanned' => $batch['scanned'],
				'changed' => $batch['changed'],
				'state'   => $state,
			);
		} finally {
			Save_Lock::release( self::LOCK, $token );
		}
	}

	/**
	 * One batch of the scheduled run (CRON_HOOK); schedules the next while the run is not done.
	 */
	public static function scheduled(): void {
		self::run_batch();
		if ( 'running' === self::state()['status'] && ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK );
		}
	}

	/**
	 * One batch per admin page load of a user with manage_options while WP-Cron is disabled (admin_init).
	 */
	public static function admin_load(): void {
		if ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON && current_user_can( 'manage_options' ) && 'running' === self::state()['status'] ) {
			self::run_batch();
		}
	}

	/**
	 * Judges posts after a post id, up to $limit of them, and writes what changes when $write.
	 *
	 * @param int  $after Post id after which to start.
	 * @param int  $limit Posts to read.
	 * @param bool $write Whether to store the changes (false: a dry run).
	 * @return array{last: int, scanned: int, changed: list<array{id: int, type: string, title: string, attributes: int, tags: int}>}
	 */
	public static function process( int $after, int $limit, bool $write ): array {
		global $wpdb;
		$ids     = self::candidates( $after, $limit );
		$changed = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$result = self::judge( $post );
			if ( null === $result ) {
				continue;
			}
			if ( $write ) {
				$wpdb->update( $wpdb->posts, array( 'post_content' => $result['content'] ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored content itself, without a revision or new modified date; the cache is cleaned below.
				clean_post_cache( $id );
			}
			$changed[] = array(
				'id'         => $id,
				'type'       => $post->post_type,
				'title'      => $post->post_title,
				'attributes' => $result['attributes'],
				'tags'       => $result['tags'],
			);
		}
		return array(
			'last'    => $ids ? (int) end( $ids ) : $after,
			'scanned' => count( $ids ),
			'changed' => $changed,
		);
	}

	/**
	 * What today's rule makes of a post's stored content, or null when it stays as it is (its author has
	 * unfiltered_html, or it holds nothing the old rule let through).
	 *
	 * @param \WP_Post $post The post.
	 * @return array{content: string, attributes: int, tags: int}|null
	 */
	public static function judge( \WP_Post $post ): ?array {
		$content = (string) $post->post_content;
		if ( Content_Trust::post_author_can( $post, 'unfiltered_html' ) ) {
			return null;
		}
		$texts     = self::markup_tag_texts( $content );
		$has_attrs = str_contains( $content, '<!--' ) && Content_Trust::has_unsafe_attributes( parse_blocks( $content ) );
		if ( ! $texts && ! $has_attrs ) {
			return null;
		}
		$author   = (int) $post->post_author;
		$filtered = Content_Trust::as_saved_by( $content, $author > 0 && get_userdata( $author ) ? $author : 0 );
		if ( $filtered['content'] === $content ) {
			return null;
		}
		$tags = 0;
		foreach ( $texts as $text ) {
			$tags += str_contains( $filtered['content'], $text ) ? 0 : 1;
		}
		return array(
			'content'    => $filtered['content'],
			'attributes' => $filtered['attributes'],
			'tags'       => $tags,
		);
	}

	/**
	 * The `{{…}}` texts of content that hold a character no tag may hold (so kses must see them).
	 *
	 * @param string $content Content.
	 * @return string[]
	 */
	private static function markup_tag_texts( string $content ): array {
		if ( ! str_contains( $content, '{{' ) || ! preg_match_all( Content_Trust::TAG_TEXT, $content, $matches ) ) {
			return array();
		}
		$forbidden = Contract_File::read( 'src/dynamic-tags/tags.json' )['valueForbidden'] ?? '';
		$forbidden = is_string( $forbidden ) && '' !== $forbidden ? $forbidden : '<>"\'`';
		return array_values( array_filter( $matches[0], static fn( string $text ): bool => strcspn( $text, $forbidden ) !== strlen( $text ) ) );
	}

	/**
	 * The SQL of the posts a run reads: the post types that hold blocks, not auto-drafts or revisions,
	 * with a block comment or `{{`.
	 *
	 * @return array{0: string, 1: list<string>} The WHERE clause (placeholders) and its values.
	 */
	private static function where(): array {
		$types = Block_Content::post_types();
		$in    = implode( ',', array_fill( 0, max( 1, count( $types ) ), '%s' ) );
		return array(
			"post_type IN ($in) AND post_status NOT IN ('auto-draft', 'inherit') AND ( post_content LIKE '%%{{%%' OR post_content LIKE '%%<!--%%' )",
			$types ? array_values( $types ) : array( '' ),
		);
	}

	/**
	 * How many posts a run reads (after a post id).
	 *
	 * @param int $after Post id.
	 */
	public static function count_candidates( int $after = 0 ): int {
		global $wpdb;
		list( $where, $values ) = self::where();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The clause is built of placeholders above.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE ID > %d AND {$where}", array_merge( array( $after ), $values ) ) );
	}

	/**
	 * The state of a running upgrade with its total counted again (posts written since it started), as
	 * a run that resumes shows it.
	 *
	 * @return array<string, mixed>
	 */
	public static function recount(): array {
		$token = Save_Lock::acquire( self::LOCK, 0.0, 300 );
		$state = self::state();
		if ( null !== $token ) {
			try {
				if ( 'running' === $state['status'] ) {
					$state['total'] = $state['done'] + self::count_candidates( $state['cursor'] );
					update_option( self::OPTION, $state, false );
				}
			} finally {
				Save_Lock::release( self::LOCK, $token );
			}
		}
		return $state;
	}

	/**
	 * The ids of the next posts a run reads, after a post id, in id order.
	 *
	 * @param int $after Post id.
	 * @param int $limit How many.
	 * @return int[]
	 */
	private static function candidates( int $after, int $limit ): array {
		global $wpdb;
		list( $where, $values ) = self::where();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- The clause is built of placeholders above.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND {$where} ORDER BY ID ASC LIMIT %d", array_merge( array( $after ), $values, array( $limit ) ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * The progress while the upgrade runs, then a summary of what it changed until it is dismissed, for
	 * users with manage_options (admin_notices).
	 */
	public static function notice(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo wp_kses_post( self::notice_html( self::state() ) );
	}

	/**
	 * The notice's markup for a state ('' when there is nothing to say).
	 *
	 * @param array<string, mixed> $state The state.
	 */
	public static function notice_html( array $state ): string {
		if ( 'running' === $state['status'] ) {
			return '<div class="notice notice-info"><p>' . esc_html(
				sprintf(
					/* translators: 1: posts checked so far, 2: posts to check. */
					__( 'Updating stored content: %1$d of %2$d posts…', 'gblocks-pro' ),
					(int) $state['done'],
					(int) $state['total']
				)
			) . '</p></div>';
		}
		if ( 'done' !== $state['status'] || ! empty( $state['dismissed'] ) || (int) $state['posts'] < 1 ) {
			return '';
		}
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::DISMISS_ACTION ), self::DISMISS_ACTION );
		return '<div class="notice notice-success is-dismissible"><p>' . esc_html(
			sprintf(
				/* translators: 1: posts changed, 2: HTML attributes removed, 3: dynamic-tag texts filtered. */
				__( 'Stored content updated to the current trust rule: %1$d posts changed, %2$d unsafe HTML attributes removed, %3$d dynamic-tag texts holding markup removed or escaped.', 'gblocks-pro' ),
				(int) $state['posts'],
				(int) $state['attributes'],
				(int) $state['tags']
			)
		) . ' <a href="' . esc_url( $url ) . '">' . esc_html__( 'Dismiss this summary', 'gblocks-pro' ) . '</a></p></div>';
	}

	/**
	 * Hides the summary for good.
	 */
	public static function dismiss(): void {
		$state = get_option( self::OPTION );
		if ( is_array( $state ) ) {
			$state['dismissed'] = true;
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * The summary's dismiss link (admin-post.php): manage_options and its nonce, then back.
	 */
	public static function dismiss_request(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'gblocks-pro' ), 403 );
		}
		check_admin_referer( self::DISMISS_ACTION );
		self::dismiss();
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}
}
