import { Button, Card, Tag } from '@blueprintjs/core'
import { Document, Download } from '@blueprintjs/icons'
import { responsiveImage } from '@pathshala/shared'
import { CARD_IMAGE_SIZES } from '../../catalogue/index.ts'
import { useMaterialDownload } from '../api/material-download.ts'
import { serverMessageOr, showToast } from '@pathshala/ui'
import type { OwnedMaterial } from '../api/profile-types.ts'

const DOWNLOAD_FAILED = 'Download failed. Please try again.'

/** One owned material with 'Access', which downloads its file through the API. */
export function MaterialCard({ material }: { material: OwnedMaterial }) {
  const download = useMaterialDownload()
  return (
    <Card className="profile-card" role="listitem">
      <div className="profile-card-thumb material-thumb">
        {material.thumbnailUrl ? (
          <img
            {...responsiveImage(material.thumbnailUrl)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Document size={40} />
        )}
      </div>
      <div className="profile-card-body">
        <div className="profile-card-tags">
          <Tag minimal intent="primary">
            {material.type}
          </Tag>
          {material.isFree && (
            <Tag minimal intent="success">
              FREE
            </Tag>
          )}
          <Tag minimal>{(material.pdf_format || 'pdf').toUpperCase()}</Tag>
        </div>
        <h3 className="profile-card-title">{material.title}</h3>
        <p className="profile-card-sub bp6-text-muted">by {material.author}</p>
        <p className="profile-card-text">{material.description}</p>
        <Button
          className="profile-card-action"
          intent="success"
          icon={<Download />}
          text="Access"
          aria-label={`Access ${material.title}`}
          fill
          loading={download.isPending}
          onClick={() =>
            download.mutate(material._id, {
              onError: (error) => void showToast('error', serverMessageOr(error, DOWNLOAD_FAILED)),
            })
          }
        />
      </div>
    </Card>
  )
}
