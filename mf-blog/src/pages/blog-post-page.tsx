import { useParams } from '@andaman/shared/router';
import { BlogPost } from '../features/post/blog-post';

/** `/blog/{id}`: one post, `id` being its slug (rule blog.route.post). */
export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <div data-remote="blog">
      <BlogPost key={id} slug={id} />
    </div>
  );
}
