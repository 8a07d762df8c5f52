/** Lookups over the documentation manifest (metadata only; page bodies load lazily). */
import {
  categories,
  loaders,
  pages,
  type DocCategory,
  type DocPageBody,
  type DocPageMeta,
} from 'virtual:docs-manifest'

export type { DocCategory, DocPageBody, DocPageMeta }

export const DOCS_HOME = '/documentation/'

export const categoryById = (id: string): DocCategory | undefined =>
  categories.find((category) => category.id === id)

export const categoryByIndexSlug = (indexSlug: string): DocCategory | undefined =>
  categories.find((category) => category.indexSlug === indexSlug)

export const allCategories = (): readonly DocCategory[] => categories

/** The pages of a category, in their front-matter order. */
export const pagesIn = (categoryId: string): DocPageMeta[] =>
  pages.filter((page) => page.category === categoryId)

export const findPage = (categoryId: string, slug: string): DocPageMeta | undefined =>
  pages.find((page) => page.category === categoryId && page.slug === slug)

/** The pages before and after `page` in its category. */
export function neighbours(page: DocPageMeta): {
  previous: DocPageMeta | undefined
  next: DocPageMeta | undefined
} {
  const list = pagesIn(page.category)
  const index = list.findIndex((p) => p.slug === page.slug)
  return { previous: list[index - 1], next: list[index + 1] }
}

const bodies = new Map<string, Promise<DocPageBody>>()

/** The page body's module (one chunk per page), loaded once. */
export function loadBody(page: DocPageMeta): Promise<DocPageBody> {
  const key = `${page.category}/${page.slug}`
  let body = bodies.get(key)
  if (!body) {
    const loader = loaders[key]
    body = loader
      ? loader().then((module) => module.default)
      : Promise.reject(new Error(`No documentation page ${key}`))
    bodies.set(key, body)
  }
  return body
}
