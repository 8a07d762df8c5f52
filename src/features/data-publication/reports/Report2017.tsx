import { Alert } from '@/components/Alert'
import { FileSize } from '../common'
import { useFileInfos } from '../hooks'

/**
 * 2017 reports belong to the earlier report series (dozens of table layouts). They are offered
 * as the published files; this site does not draw them as tables. A HEAD request tells whether
 * the file exists.
 */
export function Report2017({ url }: { url: string }) {
  const infos = useFileInfos([url])
  const info = infos?.get(url)
  if (infos && info === null) {
    return (
      <Alert type="warning" heading="This report is not published">
        <p>
          The file server has no file for this 2017 report (or could not be reached). Reports are
          only produced where there are data for them; choose another report or area.
        </p>
      </Alert>
    )
  }
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
        <FileSize info={info} />
      </p>
    </div>
  )
}
