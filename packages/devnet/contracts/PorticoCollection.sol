// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// An ERC721 collection whose metadata and SVG image are generated on chain (data URIs).
contract PorticoCollection is ERC721 {
    using Strings for uint256;

    address public immutable minter;
    uint256 public totalSupply;

    error NotMinter();

    constructor() ERC721("Portico Tiles", "TILE") {
        minter = msg.sender;
    }

    function mint(address to) external returns (uint256 tokenId) {
        if (msg.sender != minter) revert NotMinter();
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = tokenId.toString();
        string memory json = string.concat(
            '{"name":"Portico Tile #',
            id,
            '","description":"A tile from the Portico devnet collection.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(image(tokenId))),
            '","attributes":[{"trait_type":"Hue","value":',
            hue(tokenId).toString(),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    function image(uint256 tokenId) public pure returns (string memory) {
        string memory h = hue(tokenId).toString();
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">',
            '<rect width="240" height="240" rx="24" fill="hsl(',
            h,
            ',70%,55%)"/><circle cx="120" cy="104" r="56" fill="hsl(',
            h,
            ',80%,85%)"/><text x="120" y="208" font-family="sans-serif" font-size="28" font-weight="700" ',
            'text-anchor="middle" fill="#fff">#',
            tokenId.toString(),
            "</text></svg>"
        );
    }

    function hue(uint256 tokenId) public pure returns (uint256) {
        return (tokenId * 47) % 360;
    }
}
