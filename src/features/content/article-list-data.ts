import { loadContent, type Lang } from './content-files';
import type { DocOf } from './content-schema';

// Loaded by the route, apart from the screen (article-list.tsx), so the loader carries no components.

export interface ArticleCard {
  to: string;
  title: string;
  description: string;
  category: string;
}

export interface ArticleListData {
  doc: DocOf<'article-list'>;
  cards: ArticleCard[];
}

/** The list's page with its cards; an article's card shows the article's own title and description. */
export async function loadArticleList(lang: Lang = 'en'): Promise<ArticleListData> {
  const doc = await loadContent('articles/index', 'article-list', lang);
  const cards = await Promise.all(
    doc.meta.cards.map(async (card) => {
      if (!('article' in card)) return card;
      const article = await loadContent(`articles/${card.article}`, 'article', lang);
      return { to: article.meta.route, title: article.meta.heading, description: article.meta.description, category: card.category };
    }),
  );
  return { doc, cards };
}
