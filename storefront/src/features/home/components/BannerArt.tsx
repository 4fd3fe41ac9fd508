import type { JSX } from 'react'
import type { BannerArtwork } from '../lib/banner-slides.ts'

// Each slide's illustration, drawn inline (no image requests, crisp at any size). White shapes
// at different strengths read on every slide's gradient.

function Foundation() {
  return (
    <>
      <circle cx="196" cy="112" r="84" fill="#fff" fillOpacity="0.08" />
      <circle cx="196" cy="112" r="58" fill="#fff" fillOpacity="0.12" />
      <rect x="84" y="178" width="184" height="28" rx="5" fill="#fff" />
      <rect x="96" y="150" width="164" height="28" rx="5" fill="#ffd166" />
      <rect x="90" y="122" width="172" height="28" rx="5" fill="#fff" fillOpacity="0.82" />
      <rect x="104" y="186" width="90" height="4" rx="2" fill="#6d4fe0" fillOpacity="0.5" />
      <rect x="112" y="158" width="70" height="4" rx="2" fill="#7a4b00" fillOpacity="0.45" />
      <rect x="106" y="130" width="110" height="4" rx="2" fill="#1aa596" fillOpacity="0.55" />
      <path d="M176 52 244 78 176 104 108 78Z" fill="#fff" />
      <path d="M134 88v20c12 10 30 14 42 14s30-4 42-14V88l-42 16Z" fill="#fff" fillOpacity="0.85" />
      <path d="M236 82v34" stroke="#ffd166" strokeWidth="4" strokeLinecap="round" />
      <circle cx="236" cy="120" r="6" fill="#ffd166" />
    </>
  )
}

function AnswerWriting() {
  return (
    <>
      <rect x="70" y="24" width="160" height="196" rx="12" fill="#fff" />
      <rect x="90" y="48" width="90" height="10" rx="5" fill="#0f766e" fillOpacity="0.7" />
      {[76, 94, 112, 130, 148, 166].map((y, line) => (
        <rect
          key={y}
          x="90"
          y={y}
          width={line % 3 === 2 ? 84 : 120}
          height="6"
          rx="3"
          fill="#0f766e"
          fillOpacity="0.2"
        />
      ))}
      <path
        d="M92 192l8 8 16-18"
        fill="none"
        stroke="#16a34a"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="246" cy="64" r="34" fill="#ffd166" />
      <text
        x="246"
        y="74"
        textAnchor="middle"
        fontSize="28"
        fontWeight="800"
        fill="#5b3a00"
        fontFamily="system-ui, sans-serif"
      >
        A+
      </text>
      <g transform="rotate(35 236 170)">
        <rect x="226" y="104" width="20" height="110" rx="6" fill="#fff" fillOpacity="0.9" />
        <path d="M226 214h20l-10 22Z" fill="#ffd166" />
        <rect x="226" y="104" width="20" height="18" rx="6" fill="#0f766e" fillOpacity="0.6" />
      </g>
    </>
  )
}

function Material() {
  return (
    <>
      <g transform="rotate(-12 130 130)">
        <rect x="70" y="44" width="120" height="156" rx="10" fill="#fff" fillOpacity="0.55" />
      </g>
      <g transform="rotate(8 200 130)">
        <rect x="150" y="40" width="120" height="156" rx="10" fill="#fff" fillOpacity="0.7" />
      </g>
      <rect x="106" y="34" width="124" height="166" rx="10" fill="#fff" />
      <rect x="122" y="54" width="52" height="22" rx="5" fill="#b45309" />
      <text
        x="148"
        y="70"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        PDF
      </text>
      {[92, 108, 124, 140].map((y) => (
        <rect
          key={y}
          x="122"
          y={y}
          width="92"
          height="6"
          rx="3"
          fill="#b45309"
          fillOpacity="0.22"
        />
      ))}
      <circle cx="226" cy="186" r="30" fill="#ffd166" />
      <path
        d="M226 170v28m-12-11 12 12 12-12"
        fill="none"
        stroke="#7a2e0b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  )
}

function Mentors() {
  return (
    <>
      <circle cx="120" cy="96" r="30" fill="#fff" />
      <path d="M62 204c0-36 26-62 58-62s58 26 58 62Z" fill="#fff" fillOpacity="0.9" />
      <circle cx="214" cy="110" r="24" fill="#ffd166" />
      <path d="M168 204c0-30 21-50 46-50s46 20 46 50Z" fill="#ffd166" fillOpacity="0.9" />
      <path
        d="M168 26h96a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12h-64l-18 16V84h-14a12 12 0 0 1-12-12V38a12 12 0 0 1 12-12Z"
        fill="#fff"
        fillOpacity="0.92"
      />
      {[190, 214, 238].map((x) => (
        <circle key={x} cx={x} cy="55" r="6" fill="#a21caf" fillOpacity="0.7" />
      ))}
      <path
        d="M40 40h62a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10H70l-14 12V82H40a10 10 0 0 1-10-10V50a10 10 0 0 1 10-10Z"
        fill="#fff"
        fillOpacity="0.35"
      />
    </>
  )
}

function SelfPaced() {
  return (
    <>
      <rect x="44" y="40" width="196" height="128" rx="10" fill="#fff" />
      <rect x="56" y="52" width="172" height="96" rx="6" fill="#1d4ed8" fillOpacity="0.18" />
      <circle cx="142" cy="100" r="24" fill="#1d4ed8" />
      <path d="M135 88v24l20-12Z" fill="#fff" />
      <rect x="56" y="154" width="172" height="6" rx="3" fill="#1d4ed8" fillOpacity="0.2" />
      <rect x="56" y="154" width="110" height="6" rx="3" fill="#0891b2" />
      <path d="M28 176h228l-14 20H42Z" fill="#fff" fillOpacity="0.8" />
      <rect x="236" y="96" width="58" height="108" rx="10" fill="#ffd166" />
      <rect x="244" y="108" width="42" height="70" rx="4" fill="#fff" fillOpacity="0.75" />
      <circle cx="265" cy="191" r="5" fill="#fff" fillOpacity="0.8" />
    </>
  )
}

const ARTWORK: Record<BannerArtwork, () => JSX.Element> = {
  'foundation': Foundation,
  'answer-writing': AnswerWriting,
  'material': Material,
  'mentors': Mentors,
  'self-paced': SelfPaced,
}

export function BannerArt({ artwork }: { artwork: BannerArtwork }) {
  const Drawing = ARTWORK[artwork]
  return (
    <svg className="banner__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  )
}
