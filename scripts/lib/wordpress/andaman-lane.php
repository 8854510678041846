<?php
/**
 * Plugin Name: Andaman test lane
 * Description: What the Andaman site's WordPress runs beside core: anonymous REST comments (switchable),
 * Yoast-style SEO data on posts, and, when a test token is configured, test controls for the e2e lane.
 */

// Anonymous visitors may comment through the REST API unless switched off (option `andaman_anonymous_comments`).
add_filter('rest_allow_anonymous_comments', function () {
    return get_option('andaman_anonymous_comments', '1') === '1';
});

/** Yoast SEO's `yoast_head_json` (the fields the site reads), as the production WordPress sends it. */
function andaman_yoast_head_json($post) {
    $id = is_array($post) ? $post['id'] : $post->ID;
    $title = wp_strip_all_tags(html_entity_decode(get_the_title($id), ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    $site = html_entity_decode(get_bloginfo('name'), ENT_QUOTES | ENT_HTML5, 'UTF-8');
    $description = wp_strip_all_tags(html_entity_decode(get_post_field('post_excerpt', $id), ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    // A headless site sets Yoast's canonical to the front end's address of the post when it knows it.
    $frontEnd = rtrim((string) get_option('andaman_front_end_origin', ''), '/');
    $link = $frontEnd !== '' ? $frontEnd . '/blog/' . get_post_field('post_name', $id) : get_permalink($id);
    $seo = [
        'title' => "$title - $site",
        'description' => trim($description),
        'robots' => ['index' => 'index', 'follow' => 'follow'],
        'canonical' => $link,
        'og_locale' => 'en_US',
        'og_type' => 'article',
        'og_title' => "$title - $site",
        'og_description' => trim($description),
        'og_url' => $link,
        'og_site_name' => $site,
        'article_published_time' => get_post_time('c', true, $id),
        'author' => get_the_author_meta('display_name', get_post_field('post_author', $id)),
        'twitter_card' => 'summary_large_image',
    ];
    $thumbnail = get_post_thumbnail_id($id);
    if ($thumbnail) {
        $image = wp_get_attachment_image_src($thumbnail, 'full');
        if ($image) {
            $seo['og_image'] = [[
                'width' => (int) $image[1],
                'height' => (int) $image[2],
                'url' => $image[0],
                'type' => get_post_mime_type($thumbnail),
            ]];
        }
    }
    return $seo;
}

function andaman_test_allowed(WP_REST_Request $request) {
    return defined('ANDAMAN_TEST_TOKEN') && ANDAMAN_TEST_TOKEN !== ''
        && hash_equals(ANDAMAN_TEST_TOKEN, (string) $request->get_header('x-andaman-test-token'));
}

add_action('rest_api_init', function () {
    register_rest_field('post', 'yoast_head_json', ['get_callback' => 'andaman_yoast_head_json', 'schema' => null]);
    if (!defined('ANDAMAN_TEST_TOKEN') || ANDAMAN_TEST_TOKEN === '') {
        return;
    }
    // Test controls (only with a token, which only the test lane sets): the same switches the reference
    // API's `/__test__` routes flip, forwarded to WordPress by the API.
    register_rest_route('andaman-test/v1', '/anonymous-comments', [
        'methods' => 'POST',
        'permission_callback' => 'andaman_test_allowed',
        'callback' => function (WP_REST_Request $request) {
            update_option('andaman_anonymous_comments', $request->get_param('anonymous') ? '1' : '0');
            return ['anonymous' => get_option('andaman_anonymous_comments') === '1'];
        },
    ]);
    register_rest_route('andaman-test/v1', '/reset', [
        'methods' => 'POST',
        'permission_callback' => 'andaman_test_allowed',
        'callback' => function () {
            global $wpdb;
            $seeded = (int) get_option('andaman_seeded_comment_max', 0);
            $ids = $wpdb->get_col($wpdb->prepare("SELECT comment_ID FROM $wpdb->comments WHERE comment_ID > %d", $seeded));
            foreach ($ids as $id) {
                wp_delete_comment((int) $id, true);
            }
            update_option('andaman_anonymous_comments', '1');
            return ['deletedComments' => count($ids), 'anonymous' => true];
        },
    ]);
});
