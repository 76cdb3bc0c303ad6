import type { Page, PageQuery } from "../../shared/schemas/page";

/** The rows a page covers, for a select's `.limit()` and `.offset()`. */
export const pageWindow = ({ page, pageSize }: PageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The answer of every paged list route: its rows, how many match in all, and which page this is. */
export const pageOf = <Row>(rows: Row[], total: number, { page, pageSize }: PageQuery): Page<Row> => ({ rows, total, page, pageSize });
