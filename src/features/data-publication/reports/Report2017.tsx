/**
 * 2017 reports belong to the earlier report series (dozens of table layouts). They are offered
 * as the published files; this site does not draw them as tables.
 */
export function Report2017({ url }: { url: string }) {
  return (
    <div className="dp-report">
      <p>
        Reports on 2017 data follow the report series used before 2018, with a different layout for
        each table. This site offers them as the files published by the programme, not as tables on
        the page: each file is JSON text (the .txt name is historical), readable with a text editor
        or any JSON tool.
      </p>
      <p>
        <a href={url} download>
          Download this 2017 report file
        </a>
      </p>
    </div>
  )
}
